import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { Address } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply, serveApi, type Reply } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { AddressesSettings } from './addresses-settings';

mockToasts();

const buildAddress = (overrides: Partial<Address> = {}): Address => ({
  id: 'a1',
  label: 'home',
  line1: 'вул. Хрещатик, 1',
  line2: 'кв. 5',
  city: 'Київ',
  postalCode: '01001',
  latitude: null,
  longitude: null,
  isDefault: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** A tiny addresses server: keeps the list, one default, like the API. */
const serveAddresses = (initial: Address[], fail: Partial<Record<string, Reply>> = {}) => {
  let list = [...initial];
  let next = 100;
  const requests = serveApi((config) => {
    const call = callOf(config);
    const failure = fail[call.replace(/\/a\d+$/, '/:id')];
    if (failure) return failure;
    if (call === 'GET /users/addresses') return okReply({ addresses: list });
    if (call === 'POST /users/addresses') {
      const body = bodyOf(config) as Partial<Address>;
      const address = buildAddress({ ...body, id: `a${next++}`, line2: body.line2 ?? null, postalCode: body.postalCode ?? null, isDefault: list.length === 0 || Boolean(body.isDefault) });
      if (address.isDefault) list = list.map((a) => ({ ...a, isDefault: false }));
      list = [address, ...list];
      return { status: 201, body: { success: true, data: { address }, error: null } };
    }
    const id = config.url?.split('/').pop() ?? '';
    if (call.startsWith('PUT /users/addresses/')) {
      const body = bodyOf(config) as Partial<Address>;
      if (body.isDefault) list = list.map((a) => ({ ...a, isDefault: false }));
      list = list.map((a) => (a.id === id ? { ...a, ...body, isDefault: a.isDefault || Boolean(body.isDefault) } : a));
      return okReply({ address: list.find((a) => a.id === id) });
    }
    if (call.startsWith('DELETE /users/addresses/')) {
      const removed = list.find((a) => a.id === id);
      list = list.filter((a) => a.id !== id);
      if (removed?.isDefault && list[0]) list[0] = { ...list[0], isDefault: true };
      return okReply({ deleted: true, defaultAddressId: list[0]?.id ?? null });
    }
    return errorReply(404, 'ROUTE_NOT_FOUND');
  });
  return requests;
};

const renderAddresses = () => renderRoutes([{ path: '/settings', element: <AddressesSettings /> }], '/settings', signedInAs(testUsers.customer));

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

afterEach(async () => {
  await i18n.changeLanguage('uk');
});

describe('Settings → Addresses', () => {
  it('shows an empty state, then saves the first address as the default', async () => {
    const requests = serveAddresses([]);
    renderAddresses();
    expect(await screen.findByText('No saved addresses yet')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New address' });
    // The first address is always the default: the box is on and fixed.
    expect(within(dialog).getByRole('checkbox', { name: /Use as my default address/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Use as my default address/ })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Work' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Street and house/ }), { target: { value: 'вул. Велика Васильківська, 10' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^City/ }), { target: { value: 'Київ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /users/addresses'))).toEqual({
      label: 'work',
      line1: 'вул. Велика Васильківська, 10',
      city: 'Київ',
      isDefault: true,
    });
    const card = await screen.findByTestId('saved-address');
    expect(card).toHaveTextContent('Work');
    expect(card).toHaveTextContent('Default');
    expect(card).toHaveTextContent('вул. Велика Васильківська, 10, Київ');
    expect(toast.success).toHaveBeenCalledWith('Address saved');
  });

  it('checks the fields with the contract before sending anything', async () => {
    const requests = serveAddresses([buildAddress()]);
    renderAddresses();
    fireEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New address' });
    fireEvent.change(within(dialog).getByLabelText('Postal code'), { target: { value: '123' } });
    fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '50.45' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));

    expect(await within(dialog).findByText('A postal code has five digits')).toBeInTheDocument();
    expect(within(dialog).getByText('Give both latitude and longitude, or neither')).toBeInTheDocument();
    expect(within(dialog).getAllByText('This field is required').length).toBeGreaterThanOrEqual(2);
    expect(requests.filter((r) => callOf(r) === 'POST /users/addresses')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: '200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('Enter a latitude from -90 to 90 and a longitude from -180 to 180')).toBeInTheDocument();
  });

  it('makes another address the default, so exactly one is', async () => {
    const requests = serveAddresses([buildAddress(), buildAddress({ id: 'a2', label: 'work', line1: 'вул. Січових Стрільців, 3', line2: null, postalCode: null, isDefault: false })]);
    renderAddresses();
    fireEvent.click(await screen.findByRole('button', { name: /Make вул. Січових Стрільців, 3, Київ the default/ }));
    await waitFor(() => expect(bodyOf(requests.find((r) => callOf(r) === 'PUT /users/addresses/a2'))).toMatchObject({ isDefault: true, label: 'work' }));
    await waitFor(() => {
      const cards = screen.getAllByTestId('saved-address');
      expect(cards.filter((card) => card.dataset.default === 'true')).toHaveLength(1);
      expect(cards.find((card) => card.dataset.default === 'true')).toHaveTextContent('Січових Стрільців');
    });
  });

  it('deletes only after the confirmation, and keeps the address when deleting fails', async () => {
    const requests = serveAddresses([buildAddress()], { 'DELETE /users/addresses/:id': errorReply(500, 'INTERNAL_ERROR') });
    renderAddresses();
    fireEvent.click(await screen.findByRole('button', { name: /Delete вул. Хрещатик, 1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('This is your default address');
    expect(requests.filter((r) => callOf(r).startsWith('DELETE'))).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete the address');
    expect(screen.getByTestId('saved-address')).toBeInTheDocument();
  });

  it('removes the address once confirmed', async () => {
    serveAddresses([buildAddress(), buildAddress({ id: 'a2', label: 'other', line1: 'вул. Шота Руставелі, 7', isDefault: false })]);
    renderAddresses();
    fireEvent.click(await screen.findByRole('button', { name: /Delete вул. Шота Руставелі, 7/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.getAllByTestId('saved-address')).toHaveLength(1));
    expect(screen.queryByText(/Шота Руставелі/)).not.toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    serveAddresses([], { 'GET /users/addresses': errorReply(500, 'INTERNAL_ERROR') });
    renderAddresses();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your addresses');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
