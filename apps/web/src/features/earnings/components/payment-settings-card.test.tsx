import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildPaymentSettings, MISTYPED_IBAN, newPaymentSettings, serveEarningsApi, VALID_IBAN } from '../testing/fixtures';
import { PaymentSettingsCard } from './payment-settings-card';

mockToasts();

const renderCard = () => renderAt(<PaymentSettingsCard id="payment-settings" />, '/specialist/earnings', signedInAs(testUsers.specialist));
const saves = (requests: ReturnType<typeof serveEarningsApi>) => requests.filter((r) => r.method === 'post');

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

describe('PaymentSettingsCard', () => {
  it('first setup: checks the IBAN on the device, then saves through /setup and shows it masked', async () => {
    const requests = serveEarningsApi(undefined, { settings: newPaymentSettings() });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Payment settings' });
    expect(await within(card).findByText(/Online payments switch on when you save/)).toBeInTheDocument();
    // Nothing to switch on yet: setup itself switches online payments on.
    expect(within(card).queryByRole('switch', { name: 'Accept online payments' })).not.toBeInTheDocument();
    const iban = within(card).getByRole('textbox', { name: /^IBAN/ });
    const name = within(card).getByRole('textbox', { name: /^Recipient name/ });
    const submit = within(card).getByRole('button', { name: 'Save and accept online payments' });

    fireEvent.click(submit);
    expect(await within(card).findAllByText('This field is required')).toHaveLength(2);

    fireEvent.change(iban, { target: { value: 'PL61109010140000071219812874' } });
    fireEvent.change(name, { target: { value: 'Тарас Шевчук' } });
    fireEvent.click(submit);
    expect(await within(card).findByText('Enter a Ukrainian IBAN: UA and 27 digits, 29 characters in all')).toBeInTheDocument();
    expect(iban).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(iban, { target: { value: MISTYPED_IBAN } });
    fireEvent.click(submit);
    expect(await within(card).findByText('This IBAN has a typo: check the digits')).toBeInTheDocument();
    expect(saves(requests)).toHaveLength(0);

    // Spaces and lower case are fine; the IBAN is sent normalised.
    fireEvent.change(iban, { target: { value: 'ua21 3223 1300 0002 6007 2335 6600 1' } });
    fireEvent.click(submit);
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(callOf(saves(requests)[0]!)).toBe('POST /specialists/payment-settings/setup');
    expect(bodyOf(saves(requests)[0])).toEqual({ payoutIban: VALID_IBAN, payoutRecipientName: 'Тарас Шевчук', depositPercent: 30, requireDeposit: false });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payout details saved. Online payments are on'));

    // Now the editing mood: the IBAN masked, online payments on.
    expect(await within(card).findByTestId('saved-iban')).toHaveTextContent('UA21 •••• 6001');
    expect(within(card).getByRole('switch', { name: 'Accept online payments' })).toBeChecked();
    expect(within(card).queryByRole('textbox', { name: /IBAN/ })).not.toBeInTheDocument();
  });

  it('edits: sends only what changed, and checks the deposit range', async () => {
    const requests = serveEarningsApi(undefined, { settings: buildPaymentSettings() });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Payment settings' });
    expect(await within(card).findByTestId('saved-iban')).toHaveTextContent('UA21 •••• 6001');
    const save = within(card).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    const deposit = within(card).getByRole('spinbutton', { name: /^Deposit/ });
    fireEvent.change(deposit, { target: { value: '5' } });
    fireEvent.click(save);
    expect(await within(card).findByText('The deposit must be from 10 to 100%')).toBeInTheDocument();
    expect(saves(requests)).toHaveLength(0);

    fireEvent.change(deposit, { target: { value: '50' } });
    fireEvent.click(within(card).getByRole('switch', { name: 'Require a deposit' }));
    fireEvent.click(save);
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(callOf(saves(requests)[0]!)).toBe('POST /specialists/payment-settings');
    expect(bodyOf(saves(requests)[0])).toEqual({ requireDeposit: true, depositPercent: 50 });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment settings saved'));
  });

  it('replaces the IBAN only when a new one is typed, and shows the server’s field error', async () => {
    const requests = serveEarningsApi((config) =>
      callOf(config) === 'POST /specialists/payment-settings' && (bodyOf(config) as { payoutIban?: string }).payoutIban === 'UA903052992990004149123456789'
        ? { status: 400, body: { success: false, data: null, error: { code: 'VALIDATION_ERROR', message: 'Invalid', details: [{ path: 'body.payoutIban', message: 'ibanChecksum' }] } } }
        : undefined,
    );
    renderCard();
    const card = await screen.findByRole('region', { name: 'Payment settings' });
    fireEvent.click(await within(card).findByRole('button', { name: 'Change IBAN' }));
    const iban = within(card).getByRole('textbox', { name: /^New IBAN/ });
    // A valid IBAN the server refuses anyway (say, its bank is not supported): the field shows why.
    fireEvent.change(iban, { target: { value: 'UA903052992990004149123456789' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText('This IBAN has a typo: check the digits')).toBeInTheDocument();
    expect(bodyOf(saves(requests)[0])).toEqual({ payoutIban: 'UA903052992990004149123456789' });

    fireEvent.change(iban, { target: { value: VALID_IBAN } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment settings saved'));
    expect(bodyOf(saves(requests)[1])).toEqual({ payoutIban: VALID_IBAN });
    expect(await within(card).findByTestId('saved-iban')).toHaveTextContent('UA21 •••• 6001');
  });

  it('asks for payout details when the server refuses to switch online payments on without them', async () => {
    serveEarningsApi((config) => (callOf(config) === 'POST /specialists/payment-settings' ? errorReply(422, 'UNPROCESSABLE', 'Add payout details first') : undefined), {
      settings: buildPaymentSettings({ acceptOnlinePayments: false }),
    });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Payment settings' });
    fireEvent.click(await within(card).findByRole('switch', { name: 'Accept online payments' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Add your payout details first: IBAN and recipient name.'));
  });

  it('turning online payments off hides the deposit and stops requiring one', async () => {
    const requests = serveEarningsApi(undefined, { settings: buildPaymentSettings({ requireDeposit: true }) });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Payment settings' });
    const online = await within(card).findByRole('switch', { name: 'Accept online payments' });
    expect(within(card).getByRole('switch', { name: 'Require a deposit' })).toBeChecked();
    fireEvent.click(online);
    expect(within(card).queryByRole('switch', { name: 'Require a deposit' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('spinbutton', { name: /^Deposit/ })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(bodyOf(saves(requests)[0])).toEqual({ acceptOnlinePayments: false, requireDeposit: false });
  });

  it('offers Retry when the settings cannot be loaded', async () => {
    let fail = true;
    serveEarningsApi((config) => (callOf(config) === 'GET /specialists/payment-settings' && fail ? errorReply(500, 'INTERNAL_ERROR') : undefined));
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load payment settings.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('saved-iban')).toBeInTheDocument();
  });
});
