import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildAccount, signIn } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildSpecialist } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { api } from '../../test/api.js';

const { db, url } = await useTestDatabase();
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'vizyt-portfolio-'));
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));
const { app } = createTestApp(db, url, { UPLOAD_DIR: uploads });

const photo = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#48a' } }).png().toBuffer();
async function specialist(withProfile = true) {
  const user = await buildAccount(db, { role: 'SPECIALIST' });
  const profile = withProfile ? await buildSpecialist(db, { userId: user.id }) : null;
  return { profile, auth: bearer((await signIn(app, user.email!)).accessToken) };
}
const upload = (auth: Record<string, string>, fields: Record<string, string>, file: Buffer, name = 'a.png') => {
  let req = request(app).post(api('/files/upload')).set(auth);
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return req.attach('file', file, name);
};

describe('portfolio photos', () => {
  it('are scaled to fit 800×600 as JPEG and appear on the public profile', async () => {
    const me = await specialist();
    const res = await upload(me.auth, { type: 'portfolio', category: 'workspace', caption: 'Мій кабінет' }, await photo(1600, 1000));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ type: 'portfolio', width: 800, height: 500, mimeType: 'image/jpeg', url: expect.stringMatching(/^\/uploads\/portfolio\/[\w-]+\.jpg$/) });
    expect(res.body.data.portfolioItem).toMatchObject({ category: 'workspace', caption: 'Мій кабінет', width: 800, height: 500 });
    const tall = await upload(me.auth, { type: 'portfolio', category: 'therapy' }, await photo(600, 1200));
    expect(tall.body.data).toMatchObject({ width: 300, height: 600 });
    const small = await upload(me.auth, { type: 'portfolio', category: 'workshop' }, await photo(200, 100));
    expect(small.body.data).toMatchObject({ width: 200, height: 100 }); // never enlarged
    const served = await request(app).get(res.body.data.url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const pub = await request(app).get(api(`/specialists/${me.profile!.id}/public`));
    expect(pub.body.data.profile.portfolio.map((p: { category: string }) => p.category)).toEqual(['workshop', 'therapy', 'workspace']);
  });

  it('need a category, a real image, a specialist with a profile', async () => {
    const me = await specialist();
    const noCategory = await upload(me.auth, { type: 'portfolio' }, await photo(100, 100));
    expect(noCategory.body.error.details[0]).toMatchObject({ path: 'body.category', message: 'portfolioCategoryRequired' });
    expect((await upload(me.auth, { type: 'portfolio', category: 'garden' }, await photo(100, 100))).status).toBe(400);
    const text = await upload(me.auth, { type: 'portfolio', category: 'workspace' }, Buffer.from('not an image at all'), 'x.jpg');
    expect(text.body.error.code).toBe('INVALID_FILE_TYPE');
    const noProfile = await specialist(false);
    expect((await upload(noProfile.auth, { type: 'portfolio', category: 'workspace' }, await photo(100, 100))).status).toBe(422);
    const customer = await buildAccount(db);
    const customerAuth = bearer((await signIn(app, customer.email!)).accessToken);
    expect((await upload(customerAuth, { type: 'portfolio', category: 'workspace' }, await photo(100, 100))).status).toBe(403);
    expect(await db.portfolioImage.count({ where: { specialistId: me.profile!.id } })).toBe(0);
  });

  it('are removed by their owner only; the file goes too', async () => {
    const me = await specialist();
    const { portfolioItem, url: fileUrl } = (await upload(me.auth, { type: 'portfolio', category: 'consultation' }, await photo(300, 300))).body.data;
    const other = await specialist();
    expect((await request(app).delete(api(`/specialists/portfolio/${portfolioItem.id}`)).set(other.auth)).status).toBe(404);
    expect((await request(app).delete(api(`/specialists/portfolio/${portfolioItem.id}`))).status).toBe(401);
    expect((await request(app).delete(api(`/specialists/portfolio/${portfolioItem.id}`)).set(me.auth)).status).toBe(200);
    expect(await db.portfolioImage.count({ where: { id: portfolioItem.id } })).toBe(0);
    expect((await request(app).get(fileUrl)).status).toBe(404);
  });
});
