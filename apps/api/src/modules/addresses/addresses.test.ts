import { ADDRESSES_MAX, type UserRole } from '@vizyt/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { createTestApp } from '../../test/test-app.js';
import { api } from '../../test/api.js';

/**
 * Saved addresses through HTTP (issue #14): exactly one default whenever there are any (the
 * first, a moved one, the newest left after deleting it — also under concurrent requests), the
 * limit per person, someone else's address not found, bad input refused with nothing stored.
 */

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url);
type Auth = Record<string, string>;

const person = (role: UserRole = 'CUSTOMER') => signedInAs({ db, container }, role);

const home = { label: 'home', line1: 'вул. Хрещатик, 1', city: 'Київ', postalCode: '01001' };
const add = (auth: Auth, body: Record<string, unknown> = home) => request(app).post(api('/users/addresses')).set(auth).send(body);
const list = async (auth: Auth) => {
  const res = await request(app).get(api('/users/addresses')).set(auth);
  expect(res.status).toBe(200);
  return res.body.data.addresses as { id: string; label: string; line1: string; line2: string | null; isDefault: boolean }[];
};
const defaultsOf = async (userId: string) => db.address.count({ where: { userId, isDefault: true } });
/** Spaces creation times apart, so "the newest" is unambiguous. */
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('addresses: access', () => {
  it('guests get 401 and admins 403 (they keep no addresses)', async () => {
    expect((await request(app).get(api('/users/addresses'))).status).toBe(401);
    expect((await add({})).status).toBe(401);
    const admin = await person('ADMIN');
    expect((await request(app).get(api('/users/addresses')).set(admin.auth)).status).toBe(403);
    expect((await add(admin.auth)).status).toBe(403);
  });

  it('specialists keep addresses of their own', async () => {
    const specialist = await person('SPECIALIST');
    expect((await add(specialist.auth)).status).toBe(201);
    expect(await list(specialist.auth)).toHaveLength(1);
  });

  it("someone else's address is not found, and stays as it was", async () => {
    const owner = await person();
    const stranger = await person();
    const { id } = (await add(owner.auth)).body.data.address;
    const put = await request(app).put(api(`/users/addresses/${id}`)).set(stranger.auth).send({ ...home, line1: 'Інша вулиця, 5' });
    expect(put.status).toBe(404);
    expect((await request(app).delete(api(`/users/addresses/${id}`)).set(stranger.auth)).status).toBe(404);
    expect((await request(app).delete(api('/users/addresses/not-a-uuid')).set(owner.auth)).status).toBe(404);
    const row = await db.address.findUniqueOrThrow({ where: { id } });
    expect(row.line1).toBe(home.line1);
  });
});

describe('addresses: exactly one default', () => {
  it('the first address becomes the default even when not asked; later ones do not', async () => {
    const me = await person();
    const first = await add(me.auth, { ...home, isDefault: false });
    expect(first.status).toBe(201);
    expect(first.body.data.address).toMatchObject({ label: 'home', line1: home.line1, postalCode: '01001', isDefault: true, line2: null, latitude: null });
    await tick();
    const second = await add(me.auth, { label: 'work', line1: 'вул. Саксаганського, 10', city: 'Київ' });
    expect(second.body.data.address.isDefault).toBe(false);
    const all = await list(me.auth);
    expect(all.map((a) => [a.label, a.isDefault])).toEqual([
      ['home', true],
      ['work', false],
    ]);
  });

  it('isDefault: true moves the default, on creation and on change; false never unsets it', async () => {
    const me = await person();
    const a = (await add(me.auth)).body.data.address;
    const b = (await add(me.auth, { ...home, label: 'work', isDefault: true })).body.data.address;
    expect(b.isDefault).toBe(true);
    expect((await db.address.findUniqueOrThrow({ where: { id: a.id } })).isDefault).toBe(false);

    const moved = await request(app).put(api(`/users/addresses/${a.id}`)).set(me.auth).send({ ...home, isDefault: true });
    expect(moved.status).toBe(200);
    expect(moved.body.data.address.isDefault).toBe(true);
    expect((await list(me.auth)).filter((x) => x.isDefault).map((x) => x.id)).toEqual([a.id]);

    const kept = await request(app).put(api(`/users/addresses/${a.id}`)).set(me.auth).send({ ...home, isDefault: false });
    expect(kept.body.data.address.isDefault).toBe(true);
    expect(await defaultsOf(me.id)).toBe(1);
  });

  it('PUT replaces the address: optional fields left out are cleared', async () => {
    const me = await person();
    const a = (await add(me.auth, { ...home, line2: 'кв. 5', latitude: 50.45, longitude: 30.52 })).body.data.address;
    expect(a).toMatchObject({ line2: 'кв. 5', latitude: 50.45, longitude: 30.52 });
    const res = await request(app).put(api(`/users/addresses/${a.id}`)).set(me.auth).send({ label: 'other', line1: 'пр. Перемоги, 3', city: 'Львів' });
    expect(res.status).toBe(200);
    expect(res.body.data.address).toMatchObject({ label: 'other', line1: 'пр. Перемоги, 3', city: 'Львів', line2: null, postalCode: null, latitude: null, longitude: null });
  });

  it('deleting the default makes the most recent one left the default; deleting another keeps it', async () => {
    const me = await person();
    const oldest = (await add(me.auth)).body.data.address;
    await tick();
    const middle = (await add(me.auth, { ...home, label: 'work' })).body.data.address;
    await tick();
    const newest = (await add(me.auth, { ...home, label: 'other' })).body.data.address;

    const deleted = await request(app).delete(api(`/users/addresses/${oldest.id}`)).set(me.auth);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ deleted: true, defaultAddressId: newest.id });
    expect((await list(me.auth)).map((x) => [x.id, x.isDefault])).toEqual([
      [newest.id, true],
      [middle.id, false],
    ]);

    const other = await request(app).delete(api(`/users/addresses/${middle.id}`)).set(me.auth);
    expect(other.body.data).toEqual({ deleted: true, defaultAddressId: newest.id });
    const last = await request(app).delete(api(`/users/addresses/${newest.id}`)).set(me.auth);
    expect(last.body.data).toEqual({ deleted: true, defaultAddressId: null });
    expect(await list(me.auth)).toEqual([]);
  });

  it('concurrent first addresses: all saved, exactly one default, never a 500', async () => {
    const me = await person();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => add(me.auth, { ...home, line1: `вул. Паралельна, ${i + 1}` })));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(answers.filter((r) => r.body.data.address.isDefault)).toHaveLength(1);
    expect(await db.address.count({ where: { userId: me.id } })).toBe(8);
    expect(await defaultsOf(me.id)).toBe(1);
  });

  it('concurrent moves of the default: one default at the end, never a 500', async () => {
    const me = await person();
    await add(me.auth);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => add(me.auth, { ...home, line1: `вул. Нова, ${i + 1}`, isDefault: true })));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(await defaultsOf(me.id)).toBe(1);
  });
});

describe('addresses: limits and input', () => {
  it(`keeps at most ${ADDRESSES_MAX} per person (422 with a clear message, nothing stored), also when requests race`, async () => {
    const me = await person();
    await db.address.createMany({
      data: Array.from({ length: ADDRESSES_MAX - 1 }, (_, i) => ({ userId: me.id, label: 'OTHER' as const, line1: `вул. Довга, ${i + 1}`, city: 'Київ', isDefault: i === 0 })),
    });
    const answers = await Promise.all(Array.from({ length: 4 }, () => add(me.auth)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422, 422, 422]);
    const refused = answers.find((r) => r.status === 422)!;
    expect(refused.body.error.message).toContain(`at most ${ADDRESSES_MAX} addresses`);
    expect(await db.address.count({ where: { userId: me.id } })).toBe(ADDRESSES_MAX);
  });

  it.each([
    ['a postal code that is not five digits', { ...home, postalCode: '1234' }, 'body.postalCode'],
    ['letters in the postal code', { ...home, postalCode: '0100A' }, 'body.postalCode'],
    ['a latitude without a longitude', { ...home, latitude: 50.45 }, 'body.latitude'],
    ['a latitude out of range', { ...home, latitude: 91, longitude: 30 }, 'body.latitude'],
    ['a database-style label', { ...home, label: 'HOME' }, 'body.label'],
    ['an empty first line', { ...home, line1: '   ' }, 'body.line1'],
    ['no city', { label: 'home', line1: 'вул. Хрещатик, 1' }, 'body.city'],
    ['a first line over 200 characters', { ...home, line1: 'ж'.repeat(201) }, 'body.line1'],
  ])('refuses %s (400) and stores nothing', async (_what, body, path) => {
    const me = await person();
    const res = await add(me.auth, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await db.address.count({ where: { userId: me.id } })).toBe(0);
  });

  it('a bad change is refused (400) and the address stays as it was', async () => {
    const me = await person();
    const a = (await add(me.auth)).body.data.address;
    const res = await request(app).put(api(`/users/addresses/${a.id}`)).set(me.auth).send({ ...home, postalCode: '123456' });
    expect(res.status).toBe(400);
    expect((await db.address.findUniqueOrThrow({ where: { id: a.id } })).postalCode).toBe('01001');
  });
});
