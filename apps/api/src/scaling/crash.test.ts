import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/db.js';
import { useServerProcesses } from '../test/server-process.js';
import { createTestApp } from '../test/test-app.js';
import { bookingTestKit, successiveStarts } from '../modules/bookings/bookings.test-support.js';

/**
 * Issue #28, item 5: an instance killed (SIGKILL) in the middle of 100 concurrent bookings and
 * payments. Every booking and payment a client was told succeeded is in the database; nothing is
 * half-written (no booking without its notification and deliveries, no paid payment whose
 * booking does not know it); and the restarted instance sends what was waiting.
 */
const { db, url } = await useTestDatabase();
// Only for building the world and signing tokens the server accepts (same JWT_SECRET).
const { container } = createTestApp(db, url);
const kit = bookingTestKit(db, container);
const startServer = useServerProcesses(url, { API_RATE_LIMIT_PER_IP_PER_MINUTE: '1000000' });

describe('kill -9 under load', () => {
  it('loses nothing a client was told succeeded, writes nothing by halves, and the restarted instance sends what waited', { timeout: 120_000 }, async () => {
    // Four specialists with 25 free slots each; 100 customers, one slot each.
    const worlds = await Promise.all([0, 1, 2, 3].map(() => kit.bookable()));
    await db.specialistProfile.updateMany({ where: { id: { in: worlds.map((w) => w.specialist.id) } }, data: { acceptOnlinePayments: true } });
    const starts = successiveStarts(30);
    const slots = Array.from({ length: 25 }, () => starts().toISOString());
    const customers = await Promise.all(Array.from({ length: 100 }, () => kit.person('CUSTOMER')));
    const { child: server, base: origin } = await startServer();
    const base = `${origin}/api/v1`;
    const post = async (auth: Record<string, string>, path: string, body: unknown) => {
      const res = await fetch(`${base}${path}`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as { data: Record<string, { id: string; status?: string }> } };
    };

    const booked: string[] = [];
    const paid: string[] = [];
    const book = async (i: number) => {
      const booking = await post(customers[i]!.auth, '/bookings', { serviceId: worlds[i % 4]!.service.id, scheduledAt: slots[Math.floor(i / 4)] });
      if (booking.status !== 201) return null;
      booked.push(booking.body.data.booking!.id);
      return booking.body.data.booking!.id;
    };
    const pay = async (i: number, bookingId: string) => {
      const intent = await post(customers[i]!.auth, '/payments/create-intent', { bookingId, type: 'FULL' });
      if (intent.status !== 201) return;
      const payment = await post(customers[i]!.auth, '/payments/confirm-intent', { paymentIntentId: intent.body.data.paymentIntent!.id, paymentMethodId: 'pm_card_visa' });
      if (payment.status === 200) paid.push(payment.body.data.payment!.id);
    };
    // Half the customers have booked already; then, all at once, they pay while the other half books.
    const first = await Promise.all(Array.from({ length: 50 }, (_, i) => book(i)));
    expect(first.every((id) => id !== null)).toBe(true);
    const settled = Promise.allSettled([...first.map((id, i) => pay(i, id!)), ...Array.from({ length: 50 }, (_, k) => book(50 + k))]);
    // Kill it once some of both has been acknowledged and much is still in flight.
    const killAt = Date.now() + 20_000;
    while ((paid.length < 5 || booked.length < 55) && Date.now() < killAt) await new Promise((resolve) => setImmediate(resolve));
    server.kill('SIGKILL');
    await settled;
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.length).toBeLessThan(50);

    // Everything acknowledged is there.
    const bookings = await db.booking.findMany({ where: { serviceId: { in: worlds.map((w) => w.service.id) } }, select: { id: true } });
    const stored = new Set(bookings.map((b) => b.id));
    expect(booked.filter((id) => !stored.has(id))).toEqual([]);
    const paidRows = await db.payment.findMany({ where: { id: { in: paid } }, select: { id: true, status: true } });
    expect(paidRows.map((p) => p.status).sort()).toEqual(paid.map(() => 'SUCCEEDED'));
    // Nothing by halves: each stored booking has its notification to the specialist, with its deliveries.
    for (const { id } of bookings) {
      const notifications = await db.notification.findMany({ where: { type: 'new_booking', link: { contains: id } }, select: { id: true, deliveries: { select: { channel: true } } } });
      expect(notifications, `booking ${id}`).toHaveLength(1);
      expect(notifications[0]!.deliveries.length, `booking ${id}`).toBeGreaterThan(0);
    }
    // A succeeded payment is one its booking counts.
    const succeeded = await db.payment.findMany({ where: { bookingId: { in: [...stored] }, status: 'SUCCEEDED' }, select: { bookingId: true, amountMinor: true } });
    for (const payment of succeeded) {
      const booking = await db.booking.findUniqueOrThrow({ where: { id: payment.bookingId }, select: { amountPaidMinor: true } });
      expect(booking.amountPaidMinor).toBeGreaterThanOrEqual(payment.amountMinor);
    }

    // The restarted instance sends the e-mails that were waiting.
    const waiting = await db.notificationDelivery.count({ where: { channel: 'EMAIL', status: 'PENDING', notification: { type: 'new_booking', link: { contains: '/bookings/' } } } });
    await startServer();
    if (waiting > 0) {
      await expect
        .poll(() => db.notificationDelivery.count({ where: { channel: 'EMAIL', status: 'PENDING', notification: { type: 'new_booking', link: { contains: '/bookings/' } } } }), { timeout: 30_000, interval: 250 })
        .toBe(0);
    }
  });
});
