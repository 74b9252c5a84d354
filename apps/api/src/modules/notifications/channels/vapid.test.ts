import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import { loadVapidKeys } from './vapid.js';

/** Where the web push key pair comes from: the environment, or a file generated once in DATA_DIR. */

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vizyt-vapid-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const subject = 'mailto:support@vizyt.example';

describe('VAPID keys', () => {
  it('takes the pair from the environment, writing no file', () => {
    const dir = dataDir();
    const pair = webpush.generateVAPIDKeys();
    expect(loadVapidKeys({ ...pair, subject, dataDir: dir })).toEqual({ ...pair, subject });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('generates a pair into DATA_DIR/vapid.json (owner-only) once and reads the same pair on later starts', () => {
    const dir = path.join(dataDir(), 'not-yet-there');
    const first = loadVapidKeys({ subject, dataDir: dir });
    const file = path.join(dir, 'vapid.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(loadVapidKeys({ subject, dataDir: dir })).toEqual(first);
    // No temporary files are left behind.
    expect(fs.readdirSync(dir)).toEqual(['vapid.json']);
  });

  it('refuses half a pair, keys that are not P-256, and a damaged file, naming what is wrong', () => {
    const pair = webpush.generateVAPIDKeys();
    expect(() => loadVapidKeys({ publicKey: pair.publicKey, subject, dataDir: dataDir() })).toThrow(/set both/);
    expect(() => loadVapidKeys({ publicKey: pair.privateKey, privateKey: pair.publicKey, subject, dataDir: dataDir() })).toThrow(/VAPID_PUBLIC_KEY/);
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, 'vapid.json'), '{"publicKey": 1}');
    expect(() => loadVapidKeys({ subject, dataDir: dir })).toThrow(/vapid\.json/);
  });
});
