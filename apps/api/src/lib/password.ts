import bcrypt from 'bcryptjs';

/** Cost 12: ~250 ms per hash on the 2-core reference machine, slow enough to resist guessing. */
const BCRYPT_ROUNDS = 12;

export const hashPassword = (plain: string): Promise<string> => bcrypt.hash(plain, BCRYPT_ROUNDS);

export const verifyPassword = (plain: string, hash: string): Promise<boolean> => bcrypt.compare(plain, hash);
