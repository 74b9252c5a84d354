import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vizyt-outbox-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the local outbox', () => {
  it('keeps every message whole while many are written and read at once, newest first, with their links', async () => {
    const mailer = createMailer({ from: 'Vizyt <no-reply@vizyt.local>', outboxDir: dir });
    const writes = Array.from({ length: 40 }, (_, i) =>
      mailer.send({ to: `p${i}@example.test`, subject: `S${i}`, text: `Open https://vizyt.test/auth/verify-email?token=t${i} now`, html: '<p>x</p>' }),
    );
    const reads: number[] = [];
    while (reads.length < 20) {
      reads.push((mailer.outbox() ?? []).length); // must never throw on a half-written file
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(writes);
    const messages = mailer.outbox()!;
    expect(messages).toHaveLength(40);
    expect(messages[0]!.createdAt >= messages[39]!.createdAt).toBe(true);
    expect(messages.find((m) => m.to === 'p7@example.test')?.links).toEqual(['https://vizyt.test/auth/verify-email?token=t7']);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
