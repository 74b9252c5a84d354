import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Files on local disk under one root, served read-only at /uploads. Names are random, never user-given. */
export function createFileStorage(root: string) {
  return {
    root,
    async save(folder: 'avatars' | 'portfolio', extension: 'webp' | 'jpg' | 'png', bytes: Buffer): Promise<string> {
      const dir = path.join(root, folder);
      await fs.promises.mkdir(dir, { recursive: true });
      const name = `${randomBytes(12).toString('base64url')}.${extension}`;
      await fs.promises.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      return `/uploads/${folder}/${name}`;
    },
    /** Removes a file previously returned by `save`; anything else is ignored. */
    async remove(url: string | null | undefined): Promise<void> {
      const match = url?.match(/^\/uploads\/(avatars|portfolio)\/([A-Za-z0-9_-]+\.(?:webp|jpg|png))$/);
      if (!match) return;
      await fs.promises.rm(path.join(root, match[1]!, match[2]!), { force: true });
    },
  };
}

export type FileStorage = ReturnType<typeof createFileStorage>;
