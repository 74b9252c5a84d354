import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { callOf, errorReply, paramsOf } from '@/test/mock-api';
import { clearToastMocks, mockToasts, mockViewport, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildEarnings, buildPayout, newPaymentSettings, serveEarningsApi } from '../testing/fixtures';
import { EarningsPage } from './earnings-page';

mockToasts();

const renderPage = (path = '/specialist/earnings') => renderAt(<EarningsPage />, path, signedInAs(testUsers.specialist));
const tile = (key: string) => screen.getByTestId(`tile-${key}`);

beforeEach(async () => {
  clearToastMocks();
  mockViewport(1280);
  await i18n.changeLanguage('en');
});

describe('EarningsPage', () => {
  it('shows the period’s gross, commission, refunds and net, and what waits and was paid out', async () => {
    serveEarningsApi();
    renderPage();
    expect(await screen.findByTestId('tile-gross')).toHaveTextContent('Gross revenue₴3,000By visit date · 3 online payments');
    expect(tile('commission')).toHaveTextContent('Commission 8%−₴240');
    expect(tile('refunds')).toHaveTextContent('Refunds−₴250');
    expect(tile('net')).toHaveTextContent('Net revenue₴2,760');
    expect(tile('pendingPayout')).toHaveTextContent('Pending payout₴1,840');
    expect(tile('paidOut')).toHaveTextContent('Paid out₴920');
    expect(screen.getByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    // The same numbers for screen readers, month by month.
    const table = await screen.findByRole('table', { name: 'Gross and net by month' });
    expect(within(table).getByRole('row', { name: 'November 2026 ₴2,000 ₴1,840' })).toBeInTheDocument();
  });

  it('writes hryvnia the Ukrainian way, whatever the display currency', async () => {
    await i18n.changeLanguage('uk');
    serveEarningsApi(undefined, { earnings: buildEarnings({ gross: 1000, commission: 80, refunds: 0, net: 920, pendingPayout: 450, paidOut: 0 }) });
    renderAt(<EarningsPage />, '/specialist/earnings', { ...signedInAs(testUsers.specialist), ui: { theme: 'light', language: 'uk', currency: 'USD', sidebarCollapsed: false } });
    expect(await screen.findByTestId('tile-gross')).toHaveTextContent('1 000 ₴');
    expect(tile('commission')).toHaveTextContent('Комісія 8%−80 ₴');
    expect(tile('net')).toHaveTextContent('920 ₴');
    expect(tile('pendingPayout')).toHaveTextContent('450 ₴');
  });

  it('says it failed to load earnings, and Retry asks again', async () => {
    let fail = true;
    const requests = serveEarningsApi((config) => (callOf(config) === 'GET /specialists/earnings' && fail ? errorReply(500, 'INTERNAL_ERROR') : undefined));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to Load Earnings' })).toBeInTheDocument();
    expect(screen.queryByTestId('tile-gross')).not.toBeInTheDocument();

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('tile-net')).toHaveTextContent('₴2,760');
    expect(screen.queryByText('Failed to Load Earnings')).not.toBeInTheDocument();
    expect(requests.filter((r) => callOf(r) === 'GET /specialists/earnings')).toHaveLength(2);
  });

  it('translates the error title', async () => {
    await i18n.changeLanguage('uk');
    serveEarningsApi((config) => (callOf(config) === 'GET /specialists/earnings' ? 'network' : undefined));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Не вдалося завантажити доходи' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeInTheDocument();
  });

  it('switches the period: asks for it, marks it pressed and keeps it in the address', async () => {
    const requests = serveEarningsApi(undefined, { earnings: (period) => buildEarnings({ period: period as 'month', gross: period === 'quarter' ? 9000 : 3250 }) });
    const { router } = renderPage();
    expect(await screen.findByTestId('tile-gross')).toHaveTextContent('₴3,250');
    const periods = screen.getByRole('group', { name: 'Period' });
    expect(within(periods).getAllByRole('button').map((b) => b.textContent)).toEqual(['Week', 'Month', 'Quarter', 'Year', 'All time']);
    expect(within(periods).getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(periods).getByRole('button', { name: 'Quarter' }));
    await waitFor(() => expect(tile('gross')).toHaveTextContent('₴9,000'));
    expect(within(periods).getByRole('button', { name: 'Quarter' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?period=quarter');
    expect(requests.filter((r) => callOf(r) === 'GET /specialists/earnings').map((r) => paramsOf(r).period)).toEqual(['month', 'quarter']);
  });

  it('explains how money comes when there is nothing yet, and leads to the payout details', async () => {
    serveEarningsApi(undefined, {
      earnings: buildEarnings({ gross: 0, commission: 0, refunds: 0, net: 0, pendingPayout: 0, paidOut: 0, paymentsCount: 0, byMonth: [] }),
      payouts: { payouts: [], available: 0, currency: 'UAH' },
      settings: newPaymentSettings(),
    });
    renderPage();
    const empty = await screen.findByRole('region', { name: 'No earnings yet' });
    expect(empty).toHaveTextContent('Customers pay online when they book');
    expect(empty).toHaveTextContent('Vizyt keeps a commission of 8% from each payment.');
    expect(empty).toHaveTextContent('The rest is paid out to your IBAN');
    expect(within(empty).getByRole('link', { name: 'Add payout details' })).toHaveAttribute('href', '#payment-settings');
    expect(screen.queryByTestId('tile-gross')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Payment settings' })).toHaveAttribute('id', 'payment-settings');
  });

  it('lists payouts and requests one after a confirmation', async () => {
    const requests = serveEarningsApi();
    renderPage();
    const ledger = await screen.findByRole('region', { name: 'Payouts' });
    const row = await within(ledger).findByRole('listitem');
    expect(row).toHaveTextContent('₴920');
    expect(row).toHaveTextContent('Paid');
    expect(row).toHaveTextContent('UA21 •••• 6001');
    expect(row).toHaveTextContent('PLT-2026-0001');
    expect(row).toHaveTextContent('Nov 2, 2026');
    expect(within(ledger).getByTestId('payout-available')).toHaveTextContent('₴1,840');

    fireEvent.click(within(ledger).getByRole('button', { name: 'Request payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a payout of ₴1,840?' });
    expect(dialog).toHaveTextContent('We will transfer it to UA21 •••• 6001 (Тарас Шевчук).');
    expect(requests.some((r) => callOf(r) === 'POST /specialists/payouts')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payout of ₴1,840 requested'));
    expect(requests.filter((r) => callOf(r) === 'POST /specialists/payouts')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when there is nothing to pay out, or the payout details are missing', async () => {
    serveEarningsApi((config) => (callOf(config) === 'POST /specialists/payouts' ? errorReply(422, 'NOTHING_TO_PAY_OUT', 'Nothing to pay out') : undefined));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Request payout' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('There is nothing to pay out right now'));
  });

  it('keeps the payout button off until payout details are added', async () => {
    serveEarningsApi(undefined, { settings: newPaymentSettings(), payouts: { payouts: [buildPayout()], available: 500, currency: 'UAH' } });
    renderPage();
    const ledger = await screen.findByRole('region', { name: 'Payouts' });
    const button = await within(ledger).findByRole('button', { name: 'Request payout' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(/Add your IBAN and recipient name/);
    expect(within(ledger).getByRole('link', { name: 'Go to payment settings' })).toHaveAttribute('href', '#payment-settings');
  });
});
