import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { PaymentMethod } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply, paramsOf, serveApi, type Override } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildMethod, buildPayment, clientConfig } from '../testing/fixtures';
import { PaymentsPage } from './payments-page';

mockToasts();

const customer = signedInAs({ ...testUsers.customer, timezone: 'Europe/Kyiv' });
const renderPage = () => renderAt(<PaymentsPage />, '/payments', customer);

const paid = buildPayment();
const refunded = buildPayment({
  id: 'pay2',
  amount: 650,
  type: 'FULL',
  status: 'PARTIALLY_REFUNDED',
  amountRefunded: 455,
  service: { id: 'svc2', name: 'Beard trim' },
  paymentMethod: { brand: 'mastercard', last4: '4444' },
});
const failed = buildPayment({ id: 'pay3', status: 'FAILED', paidAt: null, failureCode: 'expired_card', failureMessage: 'Your card has expired.', service: { id: 'svc3', name: 'Hair colouring' } });

const page = (payments = [paid, refunded, failed], extra: Partial<{ page: number; totalPages: number; total: number }> = {}) =>
  okReply({ payments, page: 1, totalPages: 1, total: payments.length, ...extra });

const servePage = ({ methods = [] as PaymentMethod[], history = page(), override }: { methods?: PaymentMethod[]; history?: ReturnType<typeof okReply>; override?: Override } = {}) =>
  serveApi((config) => {
    const call = callOf(config);
    if (call === 'GET /config') return okReply(clientConfig());
    if (call === 'GET /payments/methods') return okReply({ paymentMethods: methods });
    if (call === 'GET /payments/history') return history;
    return errorReply(404, 'NOT_FOUND');
  }, override);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  clearToastMocks();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('PaymentsPage: saved cards', () => {
  it('lists the saved cards with the default one marked, and makes another the default', async () => {
    const requests = servePage({
      methods: [buildMethod(), buildMethod({ id: 'card2', brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2029, isDefault: false })],
      override: (config) => (callOf(config) === 'PUT /payments/methods/card2/default' ? okReply({ paymentMethod: buildMethod({ id: 'card2', isDefault: true }) }) : undefined),
    });
    renderPage();
    const visa = await screen.findByRole('article', { name: 'Visa •••• 4242' });
    expect(visa).toHaveTextContent('Expires 04/30');
    expect(visa).toHaveTextContent('Default');
    expect(within(visa).queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument();
    const master = screen.getByRole('article', { name: 'Mastercard •••• 4444' });
    expect(master).toHaveTextContent('Expires 01/29');
    expect(master).not.toHaveTextContent('Default');

    fireEvent.click(within(master).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Mastercard •••• 4444 is now your default card'));
    expect(requests.some((r) => callOf(r) === 'PUT /payments/methods/card2/default')).toBe(true);
  });

  it('removes a card only after the customer confirms', async () => {
    const requests = servePage({
      methods: [buildMethod()],
      override: (config) => (callOf(config) === 'DELETE /payments/methods/card1' ? okReply({ deleted: true }) : undefined),
    });
    renderPage();
    const visa = await screen.findByRole('article', { name: 'Visa •••• 4242' });
    fireEvent.click(within(visa).getByRole('button', { name: 'Remove Visa •••• 4242' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove Visa •••• 4242?' });
    expect(dialog).toHaveTextContent('This is your default card: the next saved card becomes the default.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the card' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((r) => callOf(r) === 'DELETE /payments/methods/card1')).toBe(false);

    fireEvent.click(within(visa).getByRole('button', { name: 'Remove Visa •••• 4242' }));
    dialog = screen.getByRole('dialog', { name: 'Remove Visa •••• 4242?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => callOf(r) === 'DELETE /payments/methods/card1')).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Card Visa •••• 4242 removed');
  });

  it('adds a card with the card form', async () => {
    const requests = servePage({
      override: (config) =>
        callOf(config) === 'POST /payments/methods'
          ? { status: 201, body: { success: true, data: { paymentMethod: buildMethod({ id: 'card7' }) }, error: null } }
          : undefined,
    });
    renderPage();
    expect(await screen.findByText(/No saved cards yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a card' });
    fireEvent.change(await within(dialog).findByLabelText(/^Card number/), { target: { value: '4242424242424242' } });
    fireEvent.change(within(dialog).getByLabelText(/^Expiry date/), { target: { value: '04/30' } });
    fireEvent.change(within(dialog).getByLabelText(/^CVC/), { target: { value: '123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /payments/methods'))).toEqual({ paymentMethodId: 'pm_card_visa' });
    expect(toast.success).toHaveBeenCalledWith('Card Visa •••• 4242 saved');
  });

  it('says when the cards could not be loaded, with retry', async () => {
    servePage({ override: (config) => (callOf(config) === 'GET /payments/methods' ? errorReply(500, 'INTERNAL_ERROR') : undefined) });
    renderPage();
    expect(await screen.findByText('Failed to fetch payment methods')).toBeInTheDocument();
  });
});

describe('PaymentsPage: history', () => {
  it('lists each payment with its status, amount, refunded part, service, specialist, date and card', async () => {
    servePage();
    renderPage();
    const first = await screen.findByRole('article', { name: 'Men’s haircut' });
    expect(first).toHaveTextContent('₴195');
    expect(first).toHaveTextContent('Paid');
    expect(first).toHaveTextContent('Type:Deposit');
    expect(first).toHaveTextContent('Taras Shevchuk');
    expect(first).toHaveTextContent('Date:November 25, 2026 at 02:30 PM');
    expect(first).toHaveTextContent('Card:Visa •••• 4242');
    expect(first).not.toHaveTextContent('Refunded');

    const second = screen.getByRole('article', { name: 'Beard trim' });
    expect(second).toHaveTextContent('₴650');
    expect(second).toHaveTextContent('Partly refunded');
    expect(second).toHaveTextContent('Refunded:₴455');
    expect(second).toHaveTextContent('Card:Mastercard •••• 4444');

    const third = screen.getByRole('article', { name: 'Hair colouring' });
    expect(third).toHaveTextContent('Failed');
    expect(third).toHaveTextContent('Reason:The card has expired — no money was taken. Try another card');
    // Only money that was taken has an invoice.
    expect(within(third).queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
  });

  it('filters by status and dates and pages through the history', async () => {
    const requests = servePage({ history: page([paid], { totalPages: 3, total: 25 }) });
    renderPage();
    await screen.findByRole('article', { name: 'Men’s haircut' });
    expect(paramsOf(requests.find((r) => callOf(r) === 'GET /payments/history'))).toEqual({ page: 1, limit: 10 });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(paramsOf(requests.filter((r) => callOf(r) === 'GET /payments/history').at(-1))).toEqual({ page: 2, limit: 10 }));

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'REFUNDED' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/11/2026' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '30/11/2026' } });
    await waitFor(() =>
      expect(paramsOf(requests.filter((r) => callOf(r) === 'GET /payments/history').at(-1))).toEqual({
        page: 1,
        limit: 10,
        status: 'REFUNDED',
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    );
  });

  it('downloads the invoice in the interface language as the server names it', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const requests = servePage({
      override: (config) => {
        if (callOf(config) === 'GET /payments/pay1/invoice') return okReply({ invoice: { number: 'VZ-2026-000123' } });
        if (callOf(config) === 'GET /payments/pay1/invoice/download') return { status: 200, body: pdf };
        return undefined;
      },
    });
    const created = vi.fn((_blob: Blob) => 'blob:invoice');
    Object.defineProperty(URL, 'createObjectURL', { value: created, configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderPage();
    const row = await screen.findByRole('article', { name: 'Men’s haircut' });
    fireEvent.click(within(row).getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('invoice-VZ-2026-000123.pdf');
    expect(created.mock.calls[0]?.[0]).toBe(pdf);
    const download = requests.find((r) => callOf(r) === 'GET /payments/pay1/invoice/download');
    expect(paramsOf(download)).toEqual({ lang: 'en' });
    expect(download?.responseType).toBe('blob');
  });

  it('says there are no payments yet, and when the history failed', async () => {
    servePage({ history: page([]) });
    const { unmount } = renderPage();
    expect(await screen.findByText('No payments yet. Payments you make by card appear here.')).toBeInTheDocument();
    unmount();
    servePage({ history: errorReply(500, 'INTERNAL_ERROR') });
    renderPage();
    expect(await screen.findByText('Failed to fetch payment history')).toBeInTheDocument();
  });
});

describe('PaymentsPage: unfinished and dropped payments (issue #26 item 12)', () => {
  const waiting = buildPayment({
    id: 'pay4',
    amount: 130,
    pointsRedeemed: 20,
    status: 'REQUIRES_ACTION',
    nextAction: 'authenticate',
    paidAt: null,
    paymentIntentId: 'pi_4',
    service: { id: 'svc4', name: 'Manicure' },
    paymentMethod: { brand: 'visa', last4: '3155' },
  });
  const dropped = buildPayment({ id: 'pay5', amount: 130, status: 'CANCELLED', paidAt: null, service: { id: 'svc5', name: 'Pedicure' } });
  const withPoints = signedInAs({ ...testUsers.customer, timezone: 'Europe/Kyiv', loyaltyPoints: 60 });

  it('cancels a payment that waits for 3-D Secure: nothing charged, its points back at once in the header', async () => {
    const requests = servePage({
      history: page([waiting]),
      override: (config) => (callOf(config) === 'POST /payments/pay4/cancel' ? okReply({ payment: { ...waiting, status: 'CANCELLED' } }) : undefined),
    });
    const { store } = renderAt(<PaymentsPage />, '/payments', withPoints);
    const row = await screen.findByRole('article', { name: 'Manicure' });
    expect(row).toHaveTextContent('This payment is waiting for your bank’s confirmation.');
    expect(row).toHaveTextContent('Points:20 points (−₴20)');
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel payment' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment cancelled — nothing was charged, 20 points returned'));
    expect(requests.filter((r) => callOf(r) === 'POST /payments/pay4/cancel')).toHaveLength(1);
    expect(store.getState().auth.user?.loyaltyPoints).toBe(80);
  });

  it('finishes a payment that waits for 3-D Secure: the bank dialog again, for the payment’s own amount', async () => {
    const requests = servePage({
      history: page([waiting]),
      override: (config) => (callOf(config) === 'POST /payments/test/intents/pi_4/authenticate' ? okReply({ payment: { ...waiting, status: 'SUCCEEDED', paidAt: '2026-11-25T10:00:00.000Z' } }) : undefined),
    });
    renderAt(<PaymentsPage />, '/payments', withPoints);
    const row = await screen.findByRole('article', { name: 'Manicure' });
    fireEvent.click(within(row).getByRole('button', { name: 'Finish payment' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('₴130');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment finished'));
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /payments/test/intents/pi_4/authenticate'))).toEqual({ outcome: 'approve' });
  });

  it('hides attempts cancelled before any charge, says how many, and shows them on request', async () => {
    servePage({ history: page([paid, dropped]) });
    renderPage();
    await screen.findByRole('article', { name: 'Men’s haircut' });
    expect(screen.queryByRole('article', { name: 'Pedicure' })).not.toBeInTheDocument();
    expect(screen.getByText(/1 cancelled attempt without a charge is hidden\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('article', { name: 'Pedicure' })).toBeInTheDocument();
  });
});
