import { describe, expect, it } from 'vitest';
import { canEnter, directoryChain, firstBlockedDirectory, type DirectoryStat, type SystemUser } from './postgres-user-access.js';

const postgres: SystemUser = { name: 'postgres', uid: 101, gids: [104] };
const notCreatedYet: SystemUser = { name: 'postgres', uid: null, gids: [] };
const dir = (mode: number, uid = 0, gid = 0): DirectoryStat => ({ mode: 0o040000 | mode, uid, gid });

describe('canEnter', () => {
  it('applies exactly one of the owner, group and other classes', () => {
    expect(canEnter(dir(0o755), postgres)).toBe(true);
    expect(canEnter(dir(0o700), postgres)).toBe(false);
    expect(canEnter(dir(0o711), postgres)).toBe(true); // search without read is enough to pass through
    expect(canEnter(dir(0o750, 0, 104), postgres)).toBe(true);
    expect(canEnter(dir(0o750, 0, 0), postgres)).toBe(false);
    expect(canEnter(dir(0o700, 101, 104), postgres)).toBe(true);
    // The owner class decides for the owner even when "other" would allow it.
    expect(canEnter(dir(0o005, 101, 0), postgres)).toBe(false);
    // The group class decides for a group member even when "other" would allow it.
    expect(canEnter(dir(0o705, 0, 104), postgres)).toBe(false);
  });

  it('judges a user that does not exist yet by the "other" bits', () => {
    expect(canEnter(dir(0o755), notCreatedYet)).toBe(true);
    expect(canEnter(dir(0o750), notCreatedYet)).toBe(false);
  });

  it('lets root through anything', () => {
    expect(canEnter(dir(0o000, 5, 5), { name: 'root', uid: 0, gids: [0] })).toBe(true);
  });
});

describe('directoryChain', () => {
  it('lists the root and every ancestor down to the directory itself', () => {
    expect(directoryChain('/root/vizyt/node_modules')).toEqual(['/', '/root', '/root/vizyt', '/root/vizyt/node_modules']);
    expect(directoryChain('/')).toEqual(['/']);
    expect(directoryChain('/srv/vizyt/../vizyt/.data/')).toEqual(['/', '/srv', '/srv/vizyt', '/srv/vizyt/.data']);
  });
});

describe('firstBlockedDirectory', () => {
  const tree: Record<string, DirectoryStat> = {
    '/': dir(0o755),
    '/root': dir(0o700),
    '/root/vizyt': dir(0o755),
    '/root/vizyt/node_modules': dir(0o755),
    '/srv': dir(0o755),
    '/srv/vizyt': dir(0o750, 0, 0),
    '/srv/vizyt/bin': dir(0o700),
    '/opt': dir(0o755),
    '/opt/vizyt': dir(0o755),
  };
  const statOf = (p: string) => tree[p] ?? null;

  it('names the first directory from the root down that the user cannot enter', () => {
    expect(firstBlockedDirectory('/root/vizyt/node_modules', postgres, statOf)).toEqual({ path: '/root', stat: tree['/root'] });
    expect(firstBlockedDirectory('/srv/vizyt/bin', postgres, statOf)?.path).toBe('/srv/vizyt');
  });

  it('answers null when the whole way is open', () => {
    expect(firstBlockedDirectory('/opt/vizyt', postgres, statOf)).toBeNull();
  });

  it('treats directories it cannot inspect as open (the spawn reports them)', () => {
    expect(firstBlockedDirectory('/opt/vizyt/missing/deeper', postgres, statOf)).toBeNull();
  });
});
