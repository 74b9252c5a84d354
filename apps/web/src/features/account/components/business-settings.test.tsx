import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { ReactNode } from 'react';
import type { BusinessInfo, BusinessSettings } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { buildService } from '@/test/builders';
import { bodyOf, callOf, errorReply, okReply, serveApi, type Override } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { BusinessInfoSection } from './business-info-form';
import { BusinessToggles } from './business-toggles';
import { PricingTable } from './pricing-table';

mockToasts();

const SETTINGS: BusinessSettings = {
  autoAccept: false,
  allowInstantBookings: false,
  requireCustomerVerification: false,
  showInSearch: true,
  acceptOnlinePayments: false,
  requireDeposit: false,
  depositPercent: 30,
  cancellationWindowHours: 24,
};

const INFO: BusinessInfo = {
  businessName: 'Taras Barber',
  address: 'вул. Хрещатик, 1',
  city: 'Київ',
  latitude: null,
  longitude: null,
  languages: ['uk'],
  worksOnline: false,
  worksInPerson: true,
};

const SERVICES = [buildService({ id: 's1', name: 'Haircut', price: 450, duration: 45 }), buildService({ id: 's2', name: 'Beard trim', price: 300, duration: 30 })];

/** The business endpoints: PUTs echo what was sent on top of the stored values. */
const serveBusiness = (override?: Override) =>
  serveApi((config) => {
    const body = bodyOf(config) as Record<string, unknown>;
    switch (callOf(config)) {
      case 'GET /specialists/business-settings':
        return okReply({ settings: SETTINGS });
      case 'PUT /specialists/business-settings':
        return okReply({ settings: { ...SETTINGS, ...body } });
      case 'GET /specialists/business-info':
        return okReply({ businessInfo: INFO });
      case 'PUT /specialists/business-info':
        return okReply({ businessInfo: { ...INFO, ...body } });
      case 'GET /specialists/services':
        return okReply({ services: SERVICES });
      default:
        return errorReply(404, 'ROUTE_NOT_FOUND');
    }
  }, override);

const renderWith = (element: ReactNode) => renderRoutes([{ path: '/specialist/settings', element }], '/specialist/settings', signedInAs(testUsers.specialist));

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

afterEach(async () => {
  await i18n.changeLanguage('uk');
});

describe('business toggles', () => {
  it('shows the stored toggles and saves "show profile in search" off at once', async () => {
    const requests = serveBusiness();
    renderWith(<BusinessToggles />);
    const search = await screen.findByRole('switch', { name: 'Show profile in search' });
    expect(search).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Auto-accept bookings' })).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(search);
    expect(search).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(bodyOf(requests.find((r) => callOf(r) === 'PUT /specialists/business-settings'))).toEqual({ showInSearch: false }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('keeps the deposit off until online payments are on, then offers the percent', async () => {
    const requests = serveBusiness();
    renderWith(<BusinessToggles />);
    const deposit = await screen.findByRole('switch', { name: 'Require deposit' });
    expect(deposit).toBeDisabled();
    expect(screen.queryByLabelText('Deposit')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Accept online payments' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Require deposit' })).toBeEnabled());
    fireEvent.click(screen.getByRole('switch', { name: 'Require deposit' }));
    fireEvent.change(await screen.findByLabelText('Deposit'), { target: { value: '50' } });
    await waitFor(() => expect(bodyOf(requests.filter((r) => callOf(r) === 'PUT /specialists/business-settings').at(-1))).toEqual({ depositPercent: 50 }));
  });

  it('saves the cancellation window from the contract’s choices and reverts on failure', async () => {
    serveBusiness((config) => (callOf(config) === 'PUT /specialists/business-settings' ? errorReply(500, 'INTERNAL_ERROR') : undefined));
    renderWith(<BusinessToggles />);
    const window = await screen.findByLabelText('Cancellation window');
    expect(within(window).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['2', '6', '12', '24', '48']);
    fireEvent.change(window, { target: { value: '48' } });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update business settings'));
    await waitFor(() => expect(screen.getByLabelText('Cancellation window')).toHaveValue('24'));
  });
});

describe('business info', () => {
  it('validates, then saves the whole form (an empty address is cleared to null)', async () => {
    const requests = serveBusiness();
    renderWith(<BusinessInfoSection />);
    const city = await screen.findByRole('textbox', { name: /^City/ });
    fireEvent.change(city, { target: { value: 'K' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'In person' }));
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '50.4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save business info' }));
    expect(await screen.findByText('Choose at least one: in person or online')).toBeInTheDocument();
    expect(requests.filter((r) => callOf(r) === 'PUT /specialists/business-info')).toHaveLength(0);

    fireEvent.change(city, { target: { value: 'Львів' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Online' }));
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Address where you see clients/ }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save business info' }));
    await waitFor(() =>
      expect(bodyOf(requests.find((r) => callOf(r) === 'PUT /specialists/business-info'))).toEqual({
        businessName: 'Taras Barber',
        address: null,
        city: 'Львів',
        latitude: null,
        longitude: null,
        languages: ['uk'],
        worksOnline: true,
        worksInPerson: false,
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Business info saved'));
  });
});

describe('pricing table', () => {
  it('saves only the changed prices, all in one request', async () => {
    const requests = serveBusiness((config) =>
      callOf(config) === 'PUT /specialists/pricing' ? okReply({ services: [{ ...SERVICES[0]!, price: 500 }, SERVICES[1]!] }) : undefined,
    );
    renderWith(<PricingTable />);
    const save = await screen.findByRole('button', { name: 'Save prices' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Price of Haircut' }), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save 1 change' }));
    await waitFor(() => expect(bodyOf(requests.find((r) => callOf(r) === 'PUT /specialists/pricing'))).toEqual({ items: [{ serviceId: 's1', price: 500 }] }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('1 price saved'));
  });

  it('names the bad row and sends nothing while any price is invalid', async () => {
    const requests = serveBusiness();
    renderWith(<PricingTable />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Price of Haircut' }), { target: { value: '0' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Duration of Beard trim, minutes' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save 2 changes' }));
    expect(await screen.findByText('The price must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('The duration must be at least 15 minutes')).toBeInTheDocument();
    expect(requests.filter((r) => callOf(r) === 'PUT /specialists/pricing')).toHaveLength(0);
  });

  it('tells the specialist without services where to add them', async () => {
    serveBusiness((config) => (callOf(config) === 'GET /specialists/services' ? okReply({ services: [] }) : undefined));
    renderWith(<PricingTable />);
    expect(await screen.findByText(/You have no services yet/)).toBeInTheDocument();
  });
});
