import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildAccount, signIn } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking, buildSpecialist } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { api } from '../../test/api.js';

const { db, url } = await useTestDatabase();
const { app } = createTestApp(db, url, { APP_URL: 'https://vizyt.test' });
const HOUR = 3_600_000;

async function signedInAs(overrides: Parameters<typeof buildAccount>[1] = {}) {
  const user = await buildAccount(db, overrides);
  const { accessToken } = await signIn(app, user.email!);
  return { user, auth: bearer(accessToken) };
}

async function feedUrlOf(auth: Record<string, string>) {
  const res = await request(app).get(api('/bookings/calendar-feed')).set(auth);
  expect(res.status).toBe(200);
  return res.body.data.url as string;
}
const pathOf = (feedUrl: string) => new URL(feedUrl).pathname;

describe('GET /bookings/calendar-feed', () => {
  it('401 without a session', async () => {
    expect((await request(app).get(api('/bookings/calendar-feed'))).status).toBe(401);
    expect((await request(app).post(api('/bookings/calendar-feed/reset'))).status).toBe(401);
  });

  it('gives a stable private URL, created on the first call', async () => {
    const { user, auth } = await signedInAs();
    const first = await feedUrlOf(auth);
    expect(first).toMatch(/^https:\/\/vizyt\.test\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrlOf(auth)).toBe(first);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).calendarToken).toBe(pathOf(first).split('/').pop()!.replace('.ics', ''));
  });

  it('reset issues a new URL and the old one stops working', async () => {
    const { auth } = await signedInAs();
    const old = await feedUrlOf(auth);
    expect((await request(app).get(pathOf(old))).status).toBe(200);
    const reset = await request(app).post(api('/bookings/calendar-feed/reset')).set(auth);
    expect(reset.status).toBe(200);
    const fresh = reset.body.data.url as string;
    expect(fresh).not.toBe(old);
    expect(await feedUrlOf(auth)).toBe(fresh);
    const gone = await request(app).get(pathOf(old));
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    expect((await request(app).get(pathOf(fresh))).status).toBe(200);
  });
});

describe('GET /calendar/:token.ics', () => {
  it('lists my bookings as customer, in UTC, with service, place and link — and nobody else’s', async () => {
    const { user, auth } = await signedInAs();
    const mine = await buildBooking(db, { customerId: user.id, status: 'CONFIRMED', scheduledAt: new Date('2030-03-01T08:30:00Z'), type: 'IN_PERSON' });
    const online = await buildBooking(db, { customerId: user.id, status: 'PENDING', scheduledAt: new Date('2030-03-02T10:00:00Z'), type: 'ONLINE' });
    const cancelled = await buildBooking(db, { customerId: user.id, status: 'CANCELLED', cancelledAt: new Date(), scheduledAt: new Date(Date.now() + 48 * HOUR) });
    const old = await buildBooking(db, { customerId: user.id, status: 'COMPLETED', scheduledAt: new Date(Date.now() - 200 * 24 * HOUR) });
    const someoneElses = await buildBooking(db, { status: 'CONFIRMED' });

    const res = await request(app).get(pathOf(await feedUrlOf(auth)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const ics = res.text;
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`UID:booking-${mine.id}@vizyt.test`);
    expect(ics).toContain('DTSTART:20300301T083000Z');
    expect(ics).toMatch(/SUMMARY:Манікюр класичний — /);
    expect(ics).toContain('LOCATION:Київ');
    expect(ics).toContain('URL;VALUE=URI:https://vizyt.test/bookings');
    expect(ics).toContain(`UID:booking-${online.id}@vizyt.test`);
    expect(ics).toContain('LOCATION:Online');
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics).toContain(`UID:booking-${cancelled.id}@vizyt.test`);
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).not.toContain(old.id);
    expect(ics).not.toContain(someoneElses.id);
  });

  it('a specialist’s feed has the bookings of their services too, named by the customer', async () => {
    const { user, auth } = await signedInAs({ role: 'SPECIALIST' });
    const profile = await buildSpecialist(db, { userId: user.id });
    const customer = await buildAccount(db, { firstName: 'Марія', lastName: 'Коваль' });
    const booked = await buildBooking(db, { specialistId: profile.id, customerId: customer.id, status: 'CONFIRMED' });
    const otherSpecialists = await buildBooking(db, { customerId: customer.id, status: 'CONFIRMED' });

    const ics = (await request(app).get(pathOf(await feedUrlOf(auth)))).text;
    expect(ics).toContain(`UID:booking-${booked.id}@vizyt.test`);
    expect(ics).toContain('— Марія Коваль');
    expect(ics).toContain('URL;VALUE=URI:https://vizyt.test/specialist/bookings');
    expect(ics).not.toContain(otherSpecialists.id);
  });

  it('answers 404 for an unknown or malformed token, without a session', async () => {
    for (const token of ['x'.repeat(43), 'short', '..%2F..%2Fetc']) {
      const res = await request(app).get(api(`/calendar/${token}.ics`));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });

  it('stops serving the feed of a deleted account', async () => {
    const { user, auth } = await signedInAs();
    const feed = pathOf(await feedUrlOf(auth));
    await db.user.update({ where: { id: user.id }, data: { deletedAt: new Date() } });
    expect((await request(app).get(feed)).status).toBe(404);
  });
});
