import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildAccount, DEFAULT_PASSWORD, signIn } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { api } from '../../test/api.js';

const { db, url } = await useTestDatabase();
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'vizyt-uploads-'));
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));
const { app } = createTestApp(db, url, { UPLOAD_DIR: uploads });

async function session(overrides: Parameters<typeof buildAccount>[1] = {}) {
  const user = await buildAccount(db, overrides);
  const tokens = await signIn(app, user.email!);
  return { user, tokens, auth: bearer(tokens.accessToken) };
}

const png = (w = 900, h = 600) => sharp({ create: { width: w, height: h, channels: 3, background: '#2a6' } }).png().toBuffer();

describe('PUT /users/profile', () => {
  it('updates my name and phone, and nobody else’s', async () => {
    const me = await session();
    const other = await buildAccount(db, { firstName: 'Сусід' });
    const res = await request(app).put(api('/users/profile')).set(me.auth).send({ firstName: '  Ганна ', phone: '+38 (050) 111-22-33' });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: me.user.id, firstName: 'Ганна', phone: '+380501112233' });
    expect((await db.user.findUniqueOrThrow({ where: { id: other.id } })).firstName).toBe('Сусід');
    const cleared = await request(app).put(api('/users/profile')).set(me.auth).send({ phone: '' });
    expect(cleared.body.data.user.phone).toBeNull();
  });

  it.each([
    [{ firstName: 'Г' }, 'body.firstName', 'nameTooShort'],
    [{ phone: 'call me' }, 'body.phone', 'invalidPhone'],
    [{}, 'body', 'nothingToUpdate'],
    [{ avatar: '/uploads/avatars/someone-elses.webp' }, 'body.avatar', 'invalidAvatar'],
    [{ avatar: 'https://evil.example/x.png' }, 'body.avatar', 'invalidAvatar'],
  ])('rejects %j with 400 and changes nothing', async (body, pathName, message) => {
    const me = await session({ firstName: 'Незмінна' });
    const res = await request(app).put(api('/users/profile')).set(me.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: pathName, message })]));
    expect((await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).firstName).toBe('Незмінна');
  });

  it('needs a session', async () => {
    expect((await request(app).put(api('/users/profile')).send({ firstName: 'Анна' })).status).toBe(401);
  });
});

describe('GET and PUT /users/preferences', () => {
  it('start from the defaults and change only what is sent', async () => {
    const me = await session();
    const defaults = await request(app).get(api('/users/preferences')).set(me.auth);
    expect(defaults.body.data).toEqual({ language: 'uk', currency: 'UAH', timezone: 'Europe/Kyiv', notifications: { email: true, push: true, telegram: false } });
    const res = await request(app).put(api('/users/preferences')).set(me.auth).send({ language: 'en', timezone: 'America/New_York', notifications: { telegram: true } });
    expect(res.body.data).toEqual({ language: 'en', currency: 'UAH', timezone: 'America/New_York', notifications: { email: true, push: true, telegram: true } });
    expect((await request(app).get(api('/auth/me')).set(me.auth)).body.data.user).toMatchObject({ language: 'en', timezone: 'America/New_York' });
  });

  it.each([
    [{ timezone: 'Mars/Olympus' }, 'body.timezone'],
    [{ currency: 'GBP' }, 'body.currency'],
    [{ language: 'de' }, 'body.language'],
    [{ notifications: { email: 'yes' } }, 'body.notifications.email'],
  ])('rejects %j', async (body, pathName) => {
    const me = await session();
    const res = await request(app).put(api('/users/preferences')).set(me.auth).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe(pathName);
  });

  it('need a session', async () => {
    expect((await request(app).get(api('/users/preferences'))).status).toBe(401);
    expect((await request(app).put(api('/users/preferences')).send({ language: 'en' })).status).toBe(401);
  });
});

describe('POST /files/upload (type=avatar)', () => {
  it('stores a resized WebP, sets it as my photo, serves it and removes the previous one', async () => {
    const me = await session();
    const res = await request(app).post(api('/files/upload')).set(me.auth).field('type', 'avatar').attach('file', await png(), 'me.png');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ type: 'avatar', width: 400, height: 400, mimeType: 'image/webp', url: expect.stringMatching(/^\/uploads\/avatars\/[\w-]+\.webp$/) });
    const served = await request(app).get(res.body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await request(app).get(api('/auth/me')).set(me.auth)).body.data.user.avatar).toBe(res.body.data.url);

    const jpeg = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#a26' } }).jpeg().toBuffer();
    const second = await request(app).post(api('/files/upload')).set(me.auth).field('type', 'avatar').attach('file', jpeg, 'photo.jpg');
    expect(second.status).toBe(201);
    expect((await request(app).get(res.body.data.url)).status).toBe(404);

    const removed = await request(app).put(api('/users/profile')).set(me.auth).send({ avatar: null });
    expect(removed.body.data.user.avatar).toBeNull();
    expect((await request(app).get(second.body.data.url)).status).toBe(404);
  });

  it('judges the type by the bytes: a text file renamed .jpg is refused with the spec’s message', async () => {
    const me = await session();
    const res = await request(app)
      .post(api('/files/upload'))
      .set(me.auth)
      .field('type', 'avatar')
      .attach('file', Buffer.from('definitely not an image, just text'), { filename: 'photo.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'INVALID_FILE_TYPE', message: 'Invalid file type. Please choose a JPEG, PNG, or WebP image.' });
    expect((await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).avatarUrl).toBeNull();
  });

  it('refuses a GIF even when it is a real image', async () => {
    const me = await session();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    const res = await request(app).post(api('/files/upload')).set(me.auth).field('type', 'avatar').attach('file', gif, 'a.png');
    expect(res.body.error.code).toBe('INVALID_FILE_TYPE');
  });

  it('refuses a 6 MB file with the spec’s message', async () => {
    const me = await session();
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await request(app).post(api('/files/upload')).set(me.auth).field('type', 'avatar').attach('file', big, 'big.png');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'File size too large. Please choose an image smaller than 5MB.' });
  });

  it('answers 422 for an image that cannot be decoded', async () => {
    const me = await session();
    const broken = (await png()).subarray(0, 120); // a real PNG signature, then nothing
    const res = await request(app).post(api('/files/upload')).set(me.auth).field('type', 'avatar').attach('file', broken, 'broken.png');
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'FILE_PROCESSING_FAILED', message: 'Failed to process image file' });
  });

  it('validates the form and needs a session', async () => {
    const me = await session();
    expect((await request(app).post(api('/files/upload')).set(me.auth).field('type', 'avatar')).body.error.details[0].path).toBe('body.file');
    expect((await request(app).post(api('/files/upload')).set(me.auth).field('type', 'banner').attach('file', await png(), 'a.png')).status).toBe(400);
    expect((await request(app).post(api('/files/upload')).field('type', 'avatar').attach('file', await png(), 'a.png')).status).toBe(401);
  });
});

describe('DELETE /users', () => {
  it('needs the right password and a session', async () => {
    const me = await session();
    expect((await request(app).delete(api('/users')).send({ password: DEFAULT_PASSWORD })).status).toBe(401);
    const wrong = await request(app).delete(api('/users')).set(me.auth).send({ password: 'Wrong12345' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('INVALID_PASSWORD');
    expect((await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).deletedAt).toBeNull();
  });

  it('anonymises me, ends my sessions, and keeps my bookings for the specialist', async () => {
    const me = await session({ firstName: 'Тимчасова', phone: '+380991112233' });
    const booking = await buildBooking(db, { customerId: me.user.id });
    const res = await request(app).delete(api('/users')).set(me.auth).send({ password: DEFAULT_PASSWORD });
    expect(res.status).toBe(200);
    const row = await db.user.findUniqueOrThrow({ where: { id: me.user.id } });
    expect(row).toMatchObject({ email: null, phone: null, passwordHash: null, firstName: 'Deleted', status: 'SUSPENDED' });
    expect(row.deletedAt).not.toBeNull();
    expect(await db.booking.findUnique({ where: { id: booking.id } })).not.toBeNull();
    expect((await request(app).post(api('/auth-enhanced/refresh')).send({ refreshToken: me.tokens.refreshToken })).status).toBe(401);
    expect((await request(app).get(api('/auth/me')).set(me.auth)).status).toBe(401);
    expect((await request(app).post(api('/auth-enhanced/login')).send({ email: me.user.email, password: DEFAULT_PASSWORD })).status).toBe(401);
    // The address is free for a new account.
    const again = await request(app).post(api('/auth-enhanced/register')).send({ firstName: 'Нова', lastName: 'Людина', email: me.user.email, password: 'Secret123', confirmPassword: 'Secret123', userType: 'CUSTOMER', agreeToTerms: true });
    expect(again.status).toBe(201);
  });

  it('asks accounts without a password to type DELETE', async () => {
    const user = await buildAccount(db);
    const tokens = await signIn(app, user.email!);
    await db.user.update({ where: { id: user.id }, data: { passwordHash: null, googleSub: `g-${user.id}` } });
    const missing = await request(app).delete(api('/users')).set(bearer(tokens.accessToken)).send({});
    expect(missing.status).toBe(400);
    expect((await request(app).delete(api('/users')).set(bearer(tokens.accessToken)).send({ confirm: 'DELETE' })).status).toBe(200);
  });
});
