import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { callOf, errorReply, paramsOf } from '@/test/mock-api';
import { mockViewport, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildEntry, buildLoyalty, newCustomerLoyalty, RULES, serveLoyaltyApi } from '../testing/fixtures';
import { LoyaltyPage } from './loyalty-page';

const customer = signedInAs({ ...testUsers.customer, timezone: 'Europe/Kyiv' });
const renderPage = () => renderAt(<LoyaltyPage />, '/loyalty', customer);
/** The texts inside `element`, one space between them (no-break spaces of amounts and dates made plain). */
const plain = (element: HTMLElement) => {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
};
const entries = () => screen.getAllByTestId('loyalty-entry');

beforeEach(async () => {
  mockViewport(1280);
  await i18n.changeLanguage('en');
});

describe('LoyaltyPage', () => {
  it('shows the balance, what was earned in all and what expires when — the numbers of the answer', async () => {
    serveLoyaltyApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Loyalty points' })).toBeInTheDocument();
    const balance = await screen.findByTestId('loyalty-balance');
    expect(plain(balance)).toBe('Your balance 155 points Worth ₴155 off your next online payments');
    expect(plain(screen.getByTestId('loyalty-lifetime'))).toBe('Earned in total 165 points');
    expect(plain(screen.getByTestId('loyalty-expiring'))).toBe('Expiring soon 40 points Expire on December 10, 2026 — use them on your next payment.');
  });

  it('lists the history: what happened, the service, the day and the signed points, coloured by kind', async () => {
    serveLoyaltyApi();
    renderPage();
    const history = await screen.findByRole('region', { name: 'Points history' });
    expect(history).toHaveTextContent('Entries: 4');
    const rows = within(history).getAllByTestId('loyalty-entry');
    expect(rows.map(plain)).toEqual([
      'Returned to you +20 points Manicure · November 24, 2026 The payment did not go through or was refunded — the points are yours again',
      'Spent on a payment −30 points Beard trim · November 22, 2026',
      'Earned for a visit +100 points Massage · November 21, 2026 Valid until November 21, 2027',
      'Earned for a visit +65 points Men’s haircut · November 20, 2026 Valid until November 20, 2027',
    ]);
    expect(within(rows[0]!).getByText('+20 points')).toHaveClass('text-emerald-700');
    expect(within(rows[1]!).getByText('−30 points')).toHaveClass('text-rose-700');
    expect(within(rows[2]!).getByText('+100 points')).toHaveClass('text-emerald-700');
  });

  it('shows an expired entry muted, without a service when it had none', async () => {
    serveLoyaltyApi({
      1: buildLoyalty({
        entries: [buildEntry({ id: 'x1', kind: 'EXPIRE', points: -1, bookingId: null, serviceName: null, expiresAt: null, createdAt: '2026-11-25T03:00:00.000Z' })],
        total: 1,
      }),
    });
    renderPage();
    const [row] = await screen.findAllByTestId('loyalty-entry');
    expect(plain(row!)).toBe('Expired −1 point November 25, 2026');
    expect(within(row!).getByText('−1 point')).toHaveClass('text-slate-500');
  });

  it('writes how to earn and spend from the rules the server sends', async () => {
    serveLoyaltyApi();
    const { unmount } = renderPage();
    const rules = await screen.findByRole('region', { name: 'How to earn and spend points' });
    expect(within(rules).getByTestId('rule-earn')).toHaveTextContent('1 point for every ₴10 paid online for a visit. Points are credited as soon as the specialist marks the visit completed.');
    expect(within(rules).getByTestId('rule-spend')).toHaveTextContent('1 point = ₴1 off. When you pay online, points can cover up to 20% of the payment.');
    expect(within(rules).getByTestId('rule-expire')).toHaveTextContent('Points are valid for 12 months after they are earned; the oldest are spent first.');
    expect(within(rules).getByTestId('rule-return')).toHaveTextContent('If a payment you used points on is refunded in full or does not go through, the points return to your balance.');
    expect(plain(within(rules).getByTestId('rule-example'))).toBe('For example: a ₴1,000 visit paid online earns you 100 points, and on a ₴1,000 payment you can use up to 200 points.');
    unmount();

    // Other rules, other text: nothing here is written into the page.
    serveLoyaltyApi({ 1: buildLoyalty({ rules: { ...RULES, uahPerPoint: 20, maxShare: 0.1, expiryMonths: 6 } }) });
    renderPage();
    const changed = await screen.findByRole('region', { name: 'How to earn and spend points' });
    expect(within(changed).getByTestId('rule-earn')).toHaveTextContent('1 point for every ₴20 paid online');
    expect(within(changed).getByTestId('rule-spend')).toHaveTextContent('up to 10% of the payment');
    expect(within(changed).getByTestId('rule-expire')).toHaveTextContent('valid for 6 months');
    expect(plain(within(changed).getByTestId('rule-example'))).toBe('For example: a ₴1,000 visit paid online earns you 50 points, and on a ₴1,000 payment you can use up to 100 points.');
  });

  it('loads more of the history, page by page, until the last', async () => {
    const second = buildLoyalty({
      entries: [buildEntry({ id: 'p2-1', kind: 'EARN', points: 12, serviceName: 'Pedicure', createdAt: '2026-10-01T10:00:00.000Z', expiresAt: '2027-10-01T10:00:00.000Z' })],
      page: 2,
      total: 5,
      totalPages: 2,
    });
    const requests = serveLoyaltyApi({ 1: buildLoyalty({ total: 5, totalPages: 2 }), 2: second });
    renderPage();
    await screen.findByRole('region', { name: 'Points history' });
    expect(entries()).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(entries()).toHaveLength(5));
    expect(plain(entries()[4]!)).toBe('Earned for a visit +12 points Pedicure · October 1, 2026 Valid until October 1, 2027');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.filter((r) => callOf(r) === 'GET /loyalty').map((r) => paramsOf(r).page)).toEqual([1, 2]);
  });

  it('tells a new customer how the first points come, with no balance or history', async () => {
    serveLoyaltyApi({ 1: newCustomerLoyalty() });
    renderPage();
    const empty = await screen.findByRole('region', { name: 'No points yet' });
    expect(empty).toHaveTextContent('after each visit you get 1 point for every ₴10');
    expect(within(empty).getByRole('link', { name: 'Find services' })).toHaveAttribute('href', '/search');
    expect(screen.queryByTestId('loyalty-balance')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Points history' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How to earn and spend points' })).toBeInTheDocument();
  });

  it('says when nothing expires soon', async () => {
    serveLoyaltyApi({ 1: buildLoyalty({ expiringSoon: null }) });
    renderPage();
    expect(plain(await screen.findByTestId('loyalty-expiring'))).toBe('Expiring soon Nothing expires in the next 30 days.');
  });

  it('brings the header’s points up to date with the balance', async () => {
    serveLoyaltyApi();
    const { store } = renderPage();
    expect(store.getState().auth.user?.loyaltyPoints).toBe(120);
    await screen.findByTestId('loyalty-balance');
    await waitFor(() => expect(store.getState().auth.user?.loyaltyPoints).toBe(155));
  });

  it('speaks Ukrainian: plural forms, hryvnia after the number, dates in Kyiv', async () => {
    await i18n.changeLanguage('uk');
    serveLoyaltyApi({
      1: buildLoyalty({
        balance: 1251,
        entries: [buildEntry({ kind: 'REDEEM', points: -22, expiresAt: null, createdAt: '2026-11-30T22:30:00.000Z' }), buildEntry({ id: 'e2', points: 1 })],
        total: 2,
      }),
    });
    renderPage();
    const balance = await screen.findByTestId('loyalty-balance');
    expect(plain(balance)).toBe('Ваш баланс 1 251 бал Це 1 251 ₴ знижки на наступні онлайн-оплати');
    expect(plain(screen.getByTestId('loyalty-expiring'))).toContain('40 балів');
    expect(plain(screen.getByTestId('loyalty-expiring'))).toContain('Згорять 10 грудня 2026 р.');
    // 22:30 UTC on 30 November is 1 December in Kyiv.
    expect(entries().map(plain)).toEqual([
      'Використано під час оплати −22 бали Men’s haircut · 1 грудня 2026 р.',
      'Нараховано за візит +1 бал Men’s haircut · 20 листопада 2026 р. Діють до 20 листопада 2027 р.',
    ]);
  });

  it('says it failed to load, and Retry asks again', async () => {
    let fail = true;
    const requests = serveLoyaltyApi(undefined, () => (fail ? errorReply(500, 'INTERNAL_ERROR') : undefined));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load your loyalty points.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('loyalty-balance')).toHaveTextContent('155');
    expect(requests.filter((r) => callOf(r) === 'GET /loyalty')).toHaveLength(2);
  });
});
