import bcrypt from 'bcryptjs';

/** Cost 12: ~350 ms per hash on the 2-core reference machine, slow enough to resist guessing. */
export const PASSWORD_COST = 12;

/** Hashing and checking passwords at one bcrypt work factor (checking reads the factor from the hash). */
export interface Passwords {
  hash(plain: string): Promise<string>;
  verify(plain: string, hash: string): Promise<boolean>;
}

/**
 * The server always hashes at PASSWORD_COST (buildContainer's default; no setting lowers it). API
 * tests build their app with bcrypt's minimum cost so a sign-in does not cost a third of a second
 * of a shared CPU: the code path is the same, only the work factor differs.
 */
export const createPasswords = (cost: number = PASSWORD_COST): Passwords => ({
  hash: (plain) => bcrypt.hash(plain, cost),
  verify: (plain, hash) => bcrypt.compare(plain, hash),
});

const serverPasswords = createPasswords();

export const hashPassword = serverPasswords.hash;

export const verifyPassword = serverPasswords.verify;
