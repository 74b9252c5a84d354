import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { initialDetails, type BookingDetails } from '../model/booking-details';
import { DetailsStep } from './details-step';

const address = (overrides: Partial<Address>): Address => ({
  id: 'a1',
  label: 'home',
  line1: 'вул. Хрещатик, 1',
  line2: 'кв. 5',
  city: 'Київ',
  postalCode: '01001',
  latitude: null,
  longitude: null,
  isDefault: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const HOME = address({ id: 'home', isDefault: true });
const WORK = address({ id: 'work', label: 'work', line1: 'вул. Січових Стрільців, 3', line2: null, postalCode: null });

const renderStep = (savedAddresses: Address[] | undefined, defaultValues: BookingDetails = initialDetails({ inPerson: true, online: false })) => {
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  const view = render(
    <>
      <DetailsStep formId="details" types={['in_person']} place="customer" specialistAddress={null} defaultValues={defaultValues} savedAddresses={savedAddresses} onSubmit={onSubmit} onChange={onChange} />
      <button type="submit" form="details">
        Next
      </button>
    </>,
  );
  return { onSubmit, onChange, ...view };
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(async () => {
  await i18n.changeLanguage('uk');
});

describe('Details step: saved addresses for a visit at the customer’s place', () => {
  it('preselects the default address and books with it', async () => {
    const { onSubmit } = renderStep([HOME, WORK]);
    expect(await screen.findByRole('radio', { name: /Home.*вул. Хрещатик, 1, кв. 5, Київ, 01001/ })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Your address/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ type: 'in_person', location: 'вул. Хрещатик, 1, кв. 5, Київ, 01001' });
  });

  it('switches to another saved address, or to a typed one', async () => {
    const { onSubmit } = renderStep([HOME, WORK]);
    fireEvent.click(await screen.findByRole('radio', { name: /Work/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Another address' }));
    const typed = screen.getByRole('textbox', { name: /Your address/ });
    expect(typed).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // An empty typed address is still required.
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    fireEvent.change(typed, { target: { value: 'вул. Ярославів Вал, 14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ location: 'вул. Ярославів Вал, 14' });
  });

  it('keeps a typed address when the visitor comes back to the step', async () => {
    renderStep([HOME], { type: 'in_person', videoCall: false, notes: '', location: 'вул. Ярославів Вал, 14' });
    expect(await screen.findByRole('radio', { name: 'Another address' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Your address/ })).toHaveValue('вул. Ярославів Вал, 14');
  });

  it('asks for a typed address when nothing is saved', () => {
    renderStep(undefined);
    expect(screen.queryByRole('radio', { name: 'Another address' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your address/ })).toBeInTheDocument();
  });
});
