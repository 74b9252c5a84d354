import type { UserRole } from '@vizyt/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { TEST_IBAN } from '../../test/payment-factories.js';
import { paymentsTestKit, type Auth } from './payments.test-support.js';

/**
 * Payment records and the specialist's money through HTTP with the built-in test provider:
 * history, stats and invoices; earnings, payouts and payment settings.
 * Access (401/403/404) and bad input are the access matrix's and the fuzz's.
 */

const { db, app, kit, api, paidWorld, createIntent, confirm, pay } = await paymentsTestKit();

describe('history, stats and invoices', () => {
  it('history filters by status; the specialist sees the customer’s name but no card', async () => {
    const { customer, booking, specialistAuth } = await paidWorld();
    const failed = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    await confirm(customer.auth, failed.body.data.paymentIntent.id, 'pm_card_chargeDeclined');
    const paid = await pay(customer.auth, booking.id, 'FULL');

    const history = (auth: Auth, query: Record<string, string> = {}) => request(app).get(api('/payments/history')).query(query).set(auth);
    const all = await history(customer.auth);
    expect(all.body.data).toMatchObject({ total: 2, page: 1 });
    const succeeded = await history(customer.auth, { status: 'SUCCEEDED' });
    expect(succeeded.body.data.payments.map((p: { id: string }) => p.id)).toEqual([paid.id]);
    expect(succeeded.body.data.payments[0].paymentMethod).toEqual({ brand: 'visa', last4: '4242' });
    const failedOnes = await history(customer.auth, { status: 'FAILED' });
    expect(failedOnes.body.data.payments.map((p: { id: string }) => p.id)).toEqual([failed.body.data.paymentIntent.paymentId]);

    const bySpecialist = await history(specialistAuth, { status: 'SUCCEEDED' });
    expect(bySpecialist.body.data.payments).toHaveLength(1);
    expect(bySpecialist.body.data.payments[0]).toMatchObject({
      id: paid.id,
      customer: { id: customer.user.id, name: `${customer.user.firstName} ${customer.user.lastName}` },
      paymentMethod: null,
    });
    const one = await request(app).get(api(`/payments/${paid.id}`)).set(specialistAuth);
    expect(one.body.data.payment.paymentMethod).toBeNull();

    const stats = await request(app).get(api('/payments/stats')).set(customer.auth);
    expect(stats.body.data).toMatchObject({ currency: 'UAH', totalPaid: 600, totalRefunded: 0, count: 2 });
    expect(stats.body.data.byStatus.SUCCEEDED).toEqual({ count: 1, amount: 600 });
    expect(stats.body.data.byStatus.FAILED).toEqual({ count: 1, amount: 180 });
  });

  it('the invoice has its number and no commission; the PDF is a PDF; a payment that took nothing has none', async () => {
    const { customer, booking, specialistAuth } = await paidWorld();
    const payment = await pay(customer.auth, booking.id, 'DEPOSIT');
    const res = await request(app).get(api(`/payments/${payment.id}/invoice`)).query({ lang: 'en' }).set(customer.auth);
    expect(res.status).toBe(200);
    const invoice = res.body.data.invoice;
    expect(invoice.number).toMatch(/^VZ-\d{4}-\d{6}$/);
    expect(invoice).toMatchObject({ paymentId: payment.id, language: 'en', amount: 180, servicePrice: 600, currency: 'UAH', type: 'DEPOSIT' });
    expect(JSON.stringify(res.body).toLowerCase()).not.toContain('commission');

    const pdf = await request(app).get(api(`/payments/${payment.id}/invoice/download`)).set(customer.auth).responseType('blob');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect((pdf.body as Buffer).subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdf.headers['content-disposition']).toContain(invoice.number);

    // The specialist's copy names the customer but not their card.
    const bySpecialist = await request(app).get(api(`/payments/${payment.id}/invoice`)).set(specialistAuth);
    expect(bySpecialist.status).toBe(200);
    expect(bySpecialist.body.data.invoice).toMatchObject({ customer: { name: `${customer.user.firstName} ${customer.user.lastName}` }, paymentMethod: null });
    expect(invoice.paymentMethod).toEqual({ brand: 'visa', last4: '4242' });

    const open = await paidWorld();
    const pending = await createIntent(open.customer.auth, { bookingId: open.booking.id, type: 'DEPOSIT' });
    const none = await request(app).get(api(`/payments/${pending.body.data.paymentIntent.paymentId}/invoice`)).set(open.customer.auth);
    expect(none.status).toBe(409);
  });
});

describe('specialist earnings and payouts', () => {
  const earnings = async (auth: Auth) => {
    // All time: the visit may fall in next month, and income counts by visit date (#26).
    const res = await request(app).get(api('/specialists/earnings')).query({ period: 'all' }).set(auth);
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('8 % commission on what was kept; payouts only after the visit, once; an admin marks them paid', async () => {
    const { customer, booking, specialistAuth } = await paidWorld({ priceMinor: 100_000 });
    const before = await earnings(specialistAuth);
    expect(before).toMatchObject({ gross: 0, commission: 0, net: 0, paymentsCount: 0 });

    const payment = await pay(customer.auth, booking.id, 'FULL');
    // Paid for a visit still to come: not earned yet (income by visit date).
    expect(await earnings(specialistAuth)).toMatchObject({ gross: 0, commission: 0, commissionPercent: 8, net: 0, currency: 'UAH', paymentsCount: 0 });

    await request(app).post(api('/payments/refund')).set(specialistAuth).send({ paymentId: payment.id, amount: 300, reason: 'other' }).expect(200);

    const payouts = () => request(app).get(api('/specialists/payouts')).set(specialistAuth);
    expect((await payouts()).body.data).toMatchObject({ payouts: [], available: 0 });
    const tooSoon = await request(app).post(api('/specialists/payouts')).set(specialistAuth);
    expect([tooSoon.status, tooSoon.body.error.code]).toEqual([422, 'NOTHING_TO_PAY_OUT']);

    await db.booking.update({ where: { id: booking.id }, data: { status: 'COMPLETED', completedAt: new Date() } });
    const afterRefund = await earnings(specialistAuth);
    // The visit took place: 700 ₴ kept, 8 % of it.
    expect(afterRefund).toMatchObject({ gross: 700, refunds: 300, commission: 56, net: 644, pendingPayout: 644, paidOut: 0, paymentsCount: 1 });
    expect(afterRefund.byMonth).toEqual([{ month: expect.stringMatching(/^\d{4}-\d{2}$/), gross: 700, net: 644 }]);
    expect((await payouts()).body.data.available).toBe(644);
    const payout = await request(app).post(api('/specialists/payouts')).set(specialistAuth);
    expect(payout.status).toBe(201);
    expect(payout.body.data.payout).toMatchObject({ amount: 644, currency: 'UAH', status: 'PENDING', ibanMasked: 'UA21 •••• 6001', paidAt: null });
    const twice = await request(app).post(api('/specialists/payouts')).set(specialistAuth);
    expect([twice.status, twice.body.error.code]).toEqual([422, 'NOTHING_TO_PAY_OUT']);
    expect((await payouts()).body.data).toMatchObject({ available: 0, payouts: [{ id: payout.body.data.payout.id, status: 'PENDING' }] });

    const admin = await kit.person('ADMIN' as UserRole);
    const markPaid = () => request(app).post(api(`/specialists/payouts/${payout.body.data.payout.id}/mark-paid`)).set(admin.auth).send({ reference: 'PP-2026-001' });
    const paid = await markPaid();
    expect(paid.status).toBe(200);
    expect(paid.body.data.payout).toMatchObject({ status: 'PAID', reference: 'PP-2026-001' });
    expect(paid.body.data.payout.paidAt).not.toBeNull();
    expect((await markPaid()).status).toBe(409);
    expect(await earnings(specialistAuth)).toMatchObject({ paidOut: 644, pendingPayout: 0, net: 644 });
  });
});

describe('racing requests', () => {
  it('three payout requests at once: one payout of what is available', async () => {
    const { customer, booking, specialist, specialistAuth } = await paidWorld();
    await pay(customer.auth, booking.id, 'FULL');
    await db.booking.update({ where: { id: booking.id }, data: { status: 'COMPLETED', completedAt: new Date() } });
    const answers = await Promise.all([1, 2, 3].map(() => request(app).post(api('/specialists/payouts')).set(specialistAuth)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    const payouts = await db.payout.findMany({ where: { specialistId: specialist.id } });
    expect(payouts.map((p) => p.amountMinor)).toEqual([55_200]);
  });

});

describe('payment settings', () => {
  it('the IBAN is checked (checksum) and only ever shown masked', async () => {
    const { specialistAuth } = await kit.bookable();
    const settings = (body: Record<string, unknown>) => request(app).post(api('/specialists/payment-settings')).set(specialistAuth).send(body);
    const bad = await settings({ payoutIban: 'UA213223130000026007233566002' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([expect.objectContaining({ path: 'body.payoutIban', message: 'ibanChecksum' })]);

    const spaced = TEST_IBAN.replace(/(.{4})/g, '$1 ').toLowerCase();
    const good = await settings({ payoutIban: spaced, payoutRecipientName: 'ФОП Коваленко' });
    expect(good.status).toBe(200);
    expect(good.body.data.paymentSettings).toMatchObject({ payoutIbanMasked: 'UA21 •••• 6001', payoutRecipientName: 'ФОП Коваленко', payoutReady: true, acceptOnlinePayments: false });
    const read = await request(app).get(api('/specialists/payment-settings')).set(specialistAuth);
    expect(JSON.stringify(read.body)).not.toContain(TEST_IBAN);
    expect(JSON.stringify(good.body)).not.toContain(TEST_IBAN);
    expect(read.body.data.paymentSettings).toMatchObject({ payoutIbanMasked: 'UA21 •••• 6001', depositPercent: 30, commissionPercent: 8, provider: 'test' });
  });

  it('online payments need payout details first (422); setup saves them and switches online payments on', async () => {
    const { specialist, specialistAuth } = await kit.bookable();
    const on = await request(app).post(api('/specialists/payment-settings')).set(specialistAuth).send({ acceptOnlinePayments: true });
    expect(on.status).toBe(422);
    expect((await db.specialistProfile.findUniqueOrThrow({ where: { id: specialist.id } })).acceptOnlinePayments).toBe(false);

    const setup = await request(app)
      .post(api('/specialists/payment-settings/setup'))
      .set(specialistAuth)
      .send({ payoutIban: TEST_IBAN, payoutRecipientName: 'ФОП Коваленко', depositPercent: 40 });
    expect(setup.status).toBe(200);
    expect(setup.body.data.paymentSettings).toMatchObject({ acceptOnlinePayments: true, depositPercent: 40, payoutReady: true });

    // Taking the IBAN away again while online payments are on is refused.
    const remove = await request(app).post(api('/specialists/payment-settings')).set(specialistAuth).send({ payoutIban: null });
    expect(remove.status).toBe(422);
    expect((await db.specialistProfile.findUniqueOrThrow({ where: { id: specialist.id } })).payoutIban).toBe(TEST_IBAN);
  });
});
