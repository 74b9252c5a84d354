import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { paymentsTestKit } from './payments.test-support.js';

/**
 * Saved cards and disputes through HTTP with the built-in test provider.
 * Access (401/403/404) and bad input are the access matrix's and the fuzz's.
 */

const { db, app, kit, testProvider, api, paidWorld, createIntent, confirm, pay, paymentRow } = await paymentsTestKit();

describe('saved cards', () => {
  it('the first card is the default; the default can move; removing it makes the other the default; a saved card pays', async () => {
    const { customer, booking } = await paidWorld();
    const add = () => request(app).post(api('/payments/methods')).set(customer.auth).send({ paymentMethodId: 'pm_card_visa' });
    const first = await add();
    expect(first.status).toBe(201);
    expect(first.body.data.paymentMethod).toMatchObject({ brand: 'visa', last4: '4242', isDefault: true, expMonth: 12 });
    const second = await add();
    expect(second.body.data.paymentMethod).toMatchObject({ isDefault: false });
    expect(second.body.data.paymentMethod.id).not.toBe(first.body.data.paymentMethod.id);

    const list = async () => (await request(app).get(api('/payments/methods')).set(customer.auth)).body.data.paymentMethods as { id: string; isDefault: boolean }[];
    expect((await list()).map((c) => [c.id, c.isDefault])).toEqual([
      [first.body.data.paymentMethod.id, true],
      [second.body.data.paymentMethod.id, false],
    ]);

    const made = await request(app).put(api(`/payments/methods/${second.body.data.paymentMethod.id}/default`)).set(customer.auth);
    expect(made.body.data.paymentMethod).toMatchObject({ id: second.body.data.paymentMethod.id, isDefault: true });
    expect((await list()).map((c) => [c.id, c.isDefault])).toEqual([
      [second.body.data.paymentMethod.id, true],
      [first.body.data.paymentMethod.id, false],
    ]);

    const removed = await request(app).delete(api(`/payments/methods/${second.body.data.paymentMethod.id}`)).set(customer.auth);
    expect(removed.body.data).toEqual({ deleted: true });
    expect((await list()).map((c) => [c.id, c.isDefault])).toEqual([[first.body.data.paymentMethod.id, true]]);

    const intent = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    const paid = await confirm(customer.auth, intent.body.data.paymentIntent.id, first.body.data.paymentMethod.id);
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment).toMatchObject({ status: 'SUCCEEDED', paymentMethod: { brand: 'visa', last4: '4242' } });
  });

  it('someone else’s saved card cannot pay', async () => {
    const { customer, booking } = await paidWorld();
    const other = await kit.person('CUSTOMER');
    const card = await request(app).post(api('/payments/methods')).set(other.auth).send({ paymentMethodId: 'pm_card_visa' });
    const intent = await createIntent(customer.auth, { bookingId: booking.id, type: 'DEPOSIT' });
    const res = await confirm(customer.auth, intent.body.data.paymentIntent.id, card.body.data.paymentMethod.id);
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([expect.objectContaining({ path: 'body.paymentMethodId', message: 'unknownPaymentMethod' })]);
    expect(await paymentRow(intent.body.data.paymentIntent.paymentId)).toMatchObject({ status: 'PENDING' });
  });
});

describe('racing requests', () => {
  it('making two cards the default at once leaves exactly one default', async () => {
    const customer = await kit.person('CUSTOMER');
    const cards: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await request(app).post(api('/payments/methods')).set(customer.auth).send({ paymentMethodId: 'pm_card_visa' });
      cards.push(res.body.data.paymentMethod.id);
    }
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([cards[1], cards[2], cards[0]].map((id) => request(app).put(api(`/payments/methods/${id}/default`)).set(customer.auth)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(await db.savedPaymentMethod.count({ where: { userId: customer.user.id, isDefault: true } })).toBe(1);
    }
    // Removing the default while another card is made the default: both done, one default left.
    const current = await db.savedPaymentMethod.findFirstOrThrow({ where: { userId: customer.user.id, isDefault: true } });
    const other = cards.find((id) => id !== current.id)!;
    const [removed, made] = await Promise.all([
      request(app).delete(api(`/payments/methods/${current.id}`)).set(customer.auth),
      request(app).put(api(`/payments/methods/${other}/default`)).set(customer.auth),
    ]);
    expect([removed.status, made.status]).toEqual([200, 200]);
    expect(await db.savedPaymentMethod.count({ where: { userId: customer.user.id } })).toBe(2);
    expect(await db.savedPaymentMethod.count({ where: { userId: customer.user.id, isDefault: true } })).toBe(1);
  });
});

describe('disputes (opened through the test provider)', () => {
  it('the specialist sees the dispute and answers it once with text and a file', async () => {
    const { customer, booking, specialistAuth } = await paidWorld();
    const payment = await pay(customer.auth, booking.id, 'FULL');
    await testProvider.openDispute(payment.paymentIntentId, 'product_not_received');
    await testProvider.settled();

    const list = await request(app).get(api('/payments/disputes')).set(specialistAuth);
    expect(list.body.data.disputes).toEqual([
      expect.objectContaining({ paymentId: payment.id, bookingId: booking.id, amount: 600, reason: 'product_not_received', status: 'NEEDS_RESPONSE' }),
    ]);
    expect((await request(app).get(api('/payments/disputes')).set((await kit.person('SPECIALIST')).auth)).body.data.disputes).toEqual([]);

    const id = list.body.data.disputes[0].id as string;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const answer = await request(app)
      .post(api(`/payments/disputes/${id}/evidence`))
      .set(specialistAuth)
      .field('text', 'The client came and the service was provided in full.')
      .attach('file', pdf, { filename: 'receipt.pdf', contentType: 'application/pdf' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.dispute).toMatchObject({ status: 'UNDER_REVIEW', evidence: { text: 'The client came and the service was provided in full.', fileName: expect.stringMatching(/\.pdf$/) } });
    const again = await request(app).post(api(`/payments/disputes/${id}/evidence`)).set(specialistAuth).field('text', 'Once more, with feeling.');
    expect(again.status).toBe(409);
  });
});
