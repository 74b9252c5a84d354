import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type PrivateFolder = 'verification';
export type PrivateExtension = 'pdf' | 'jpg' | 'png' | 'webp';

/** A key `save` returns: a known folder and a random name; nothing a user typed ever reaches a path. */
const KEY = /^(verification)\/([A-Za-z0-9_-]{24}\.(?:pdf|jpg|png|webp))$/;

/**
 * Files no one may fetch by address (identity documents and the like): kept under their own
 * root, outside the public uploads folder that /uploads serves, and read only by an endpoint
 * that has checked who is asking. Names are 18 random bytes, so they cannot be guessed either.
 */
export function createPrivateFiles(root: string) {
  const fileOf = (key: string): string | null => {
    const match = KEY.exec(key);
    return match ? path.join(root, match[1]!, match[2]!) : null;
  };
  return {
    root,
    /** Stores the bytes under a new random key (`folder/name.ext`) and returns the key. */
    async save(folder: PrivateFolder, extension: PrivateExtension, bytes: Buffer): Promise<string> {
      const dir = path.join(root, folder);
      await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${randomBytes(18).toString('base64url')}.${extension}`;
      await fs.promises.writeFile(path.join(dir, name), bytes, { flag: 'wx', mode: 0o600 });
      return `${folder}/${name}`;
    },
    /** The bytes of a stored file, or null when the key is not one of ours or the file is gone. */
    async read(key: string): Promise<Buffer | null> {
      const file = fileOf(key);
      if (!file) return null;
      try {
        return await fs.promises.readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    /** Removes stored files; keys that are not ours are ignored. */
    async remove(keys: string[]): Promise<void> {
      await Promise.all(keys.map((key) => fileOf(key)).filter((file): file is string => file !== null).map((file) => fs.promises.rm(file, { force: true })));
    },
  };
}

export type PrivateFiles = ReturnType<typeof createPrivateFiles>;
