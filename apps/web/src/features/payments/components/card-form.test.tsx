import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, serveApi } from '@/test/mock-api';
import { renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildMethod } from '../testing/fixtures';
import { CardForm } from './card-form';

vi.mock('./card-form-stripe', () => ({ StripeCardForm: ({ publishableKey }: { publishableKey: string }) => <p>Stripe Elements with {publishableKey}</p> }));

const customer = signedInAs(testUsers.customer);

const renderForm = (props: Partial<Parameters<typeof CardForm>[0]> = {}) => {
  const onCard = vi.fn();
  renderAt(<CardForm provider="test" publishableKey={null} mode="pay" canSave submitLabel="Pay" onCard={onCard} {...props} />, '/', customer);
  return onCard;
};

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillCard = (number: string, expiry = '12/30', cvc = '123') => {
  type(/^Card number/, number);
  type(/^Expiry date/, expiry);
  type(/^CVC/, cvc);
};

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  await i18n.changeLanguage('en');
});
afterEach(() => vi.useRealTimers());

describe('CardForm (test provider)', () => {
  it('says it is test mode with the three test cards, and hands back the payment method of the number typed', async () => {
    const onCard = renderForm();
    const banner = screen.getByRole('note');
    expect(banner).toHaveTextContent('Test mode — no real money');
    expect(banner).toHaveTextContent('4242 4242 4242 4242— succeeds');
    expect(banner).toHaveTextContent('4000 0000 0000 0002— declined');
    expect(banner).toHaveTextContent('4000 0025 0000 3155— needs an extra confirmation');

    type(/^Card number/, '4000002500003155');
    expect(screen.getByLabelText(/^Card number/)).toHaveValue('4000 0025 0000 3155');
    type(/^Expiry date/, '1230');
    expect(screen.getByLabelText(/^Expiry date/)).toHaveValue('12/30');
    type(/^CVC/, '12a3');
    expect(screen.getByLabelText(/^CVC/)).toHaveValue('123');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onCard).toHaveBeenCalledWith({ paymentMethodId: 'pm_card_authenticationRequired', label: 'Visa •••• 3155', saved: false }));
  });

  it('fills a test card from the banner', async () => {
    const onCard = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Fill in the test card 4000 0000 0000 0002' }));
    type(/^Expiry date/, '01/27');
    type(/^CVC/, '999');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onCard).toHaveBeenCalledWith(expect.objectContaining({ paymentMethodId: 'pm_card_chargeDeclined' })));
  });

  it('refuses a card that is not a test card, an expired card and a short CVC, naming each', async () => {
    const onCard = renderForm();
    fillCard('5555 5555 5555 4444', '10/26', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Use one of the test cards listed above')).toBeInTheDocument();
    expect(screen.getByText('This card has expired')).toBeInTheDocument();
    expect(screen.getByText('The CVC is 3 or 4 digits')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Card number/)).toHaveAttribute('aria-invalid', 'true');
    expect(onCard).not.toHaveBeenCalled();

    // This month still counts.
    fillCard('4242 4242 4242 4242', '11/26', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onCard).toHaveBeenCalledWith(expect.objectContaining({ paymentMethodId: 'pm_card_visa' })));
  });

  it('saves the card first when asked, and pays with the saved card', async () => {
    const requests = serveApi((config) =>
      callOf(config) === 'POST /payments/methods' ? { status: 201, body: { success: true, data: { paymentMethod: buildMethod({ id: 'card9' }) }, error: null } } : errorReply(404, 'NOT_FOUND'),
    );
    const onCard = renderForm();
    fillCard('4242424242424242');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onCard).toHaveBeenCalledWith({ paymentMethodId: 'card9', label: 'Visa •••• 4242', saved: true }));
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /payments/methods'))).toEqual({ paymentMethodId: 'pm_card_visa' });
  });

  it('shows why a card could not be saved and keeps the form', async () => {
    serveApi(() => errorReply(402, 'CARD_DECLINED', 'Your card was declined.'));
    const onCard = renderForm({ mode: 'save', submitLabel: 'Save card' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    fillCard('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined — no money was taken. Try another card');
    expect(onCard).not.toHaveBeenCalled();
  });

  it('offers no "save" to a guest', () => {
    renderForm({ canSave: false });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('CardForm (Stripe)', () => {
  it('loads the Stripe Elements form only for Stripe with a key', async () => {
    renderForm({ provider: 'stripe', publishableKey: 'pk_test_123' });
    expect(await screen.findByText('Stripe Elements with pk_test_123')).toBeInTheDocument();
    expect(screen.queryByText('Test mode — no real money')).not.toBeInTheDocument();
  });

  it('says online payment is unavailable without a key, or when payments are off', () => {
    renderForm({ provider: 'stripe', publishableKey: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Online payments are unavailable right now');
  });
});

