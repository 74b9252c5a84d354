import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderAt, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { buildService, serveCatalogApi } from '../testing/fixtures';
import { SpecialistServicesPage } from './services-page';

mockToasts();

const renderPage = () => renderAt(<SpecialistServicesPage />, '/specialist/services', signedInAs(testUsers.specialist));
/** The page at its own path, with a stand-in for the first-run setup it may lead to. */
const renderWithSetupRoute = () =>
  renderRoutes(
    [
      { path: '/specialist/services', element: <SpecialistServicesPage /> },
      { path: '/specialist/get-started', element: <p>First-run setup</p> },
    ],
    '/specialist/services',
    signedInAs(testUsers.specialist),
  );

const openAddDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add service' }));
  return screen.getByRole('dialog', { name: 'New service' });
};

const fillValidService = async (dialog: HTMLElement) => {
  const form = within(dialog);
  fireEvent.change(await form.findByLabelText(/^Name/), { target: { value: 'Beard trim' } });
  fireEvent.change(form.getByLabelText(/^Description/), { target: { value: 'Shape and line-up' } });
  fireEvent.change(form.getByLabelText(/^Category/), { target: { value: 'beauty-wellness' } });
  fireEvent.change(form.getByLabelText(/^Price/), { target: { value: '350' } });
  fireEvent.change(form.getByLabelText(/^Duration/), { target: { value: '30' } });
  fireEvent.click(form.getByLabelText('Friday'));
  fireEvent.click(form.getByLabelText('Monday'));
  fireEvent.change(form.getByLabelText('New start time'), { target: { value: '11:00' } });
  fireEvent.click(form.getByRole('button', { name: 'Add' }));
};

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

describe('SpecialistServicesPage', () => {
  it('lists the services with category, price, duration, days and an active switch', async () => {
    serveCatalogApi();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Men’s haircut' });
    expect(card).toHaveTextContent('Beauty and wellness');
    expect(card).toHaveTextContent('₴650');
    expect(card).toHaveTextContent('45 min');
    expect(card).toHaveTextContent('Mon, Wed');
    expect(within(card).getByRole('switch', { name: 'Active: Men’s haircut' })).toHaveAttribute('aria-checked', 'true');
  });

  it('leads to the first-run setup, not a dead end, when there is no profile yet', async () => {
    const requests = serveCatalogApi(undefined, { profile: null });
    const { router } = renderWithSetupRoute();
    expect(await screen.findByText('First-run setup')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/specialist/get-started?from=services');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requests.some((r) => callOf(r) === 'GET /specialists/services')).toBe(false);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows the empty state with "Add your first service"', async () => {
    serveCatalogApi(undefined, { services: [] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first service' }));
    expect(screen.getByRole('dialog', { name: 'New service' })).toBeInTheDocument();
  });

  it('shows every section 5 rule on its field and sends nothing', async () => {
    const requests = serveCatalogApi();
    renderPage();
    const dialog = await openAddDialog();
    const form = within(dialog);
    fireEvent.change(await form.findByLabelText(/^Price/), { target: { value: '0' } });
    fireEvent.change(form.getByLabelText(/^Duration/), { target: { value: '10' } });
    fireEvent.click(form.getByRole('button', { name: 'Add service' }));

    const name = form.getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('This field is required');
    expect(form.getByLabelText(/^Description/)).toHaveAccessibleDescription('This field is required');
    expect(form.getByLabelText(/^Category/)).toHaveAccessibleDescription('Choose a category or name your own');
    expect(form.getByLabelText(/^Price/)).toHaveAccessibleDescription(/The price must be greater than 0/);
    expect(form.getByLabelText(/^Duration/)).toHaveAccessibleDescription(/The duration must be at least 15 minutes/);
    expect(form.getByRole('group', { name: /Available days/ })).toHaveAccessibleDescription('Choose at least one day');
    expect(form.getByText('Add at least one time slot')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(0);
  });

  it.each([
    ['en', 'Choose a category or name your own'],
    ['uk', 'Оберіть категорію або вкажіть свою'],
    ['ru', 'Выберите категорию или укажите свою'],
  ])('names the empty Category of an untouched form (empty price too) in %s', async (language, message) => {
    await i18n.changeLanguage(language);
    serveCatalogApi();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('specialist-catalog:services.add') }));
    const dialog = screen.getByRole('dialog');
    const category = await within(dialog).findByLabelText(new RegExp(`^${i18n.t('specialist-catalog:form.category')}`));
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('specialist-catalog:form.create') }));
    await waitFor(() => expect(category).toHaveAttribute('aria-invalid', 'true'));
    expect(category).toHaveAccessibleDescription(message);
  });

  it('refuses a malformed or repeated time slot', async () => {
    serveCatalogApi();
    renderPage();
    const form = within(await openAddDialog());
    const slot = await form.findByLabelText('New start time');
    fireEvent.change(slot, { target: { value: '09:00' } });
    fireEvent.click(form.getByRole('button', { name: 'Add' }));
    expect(form.getByRole('button', { name: 'Remove 09:00' })).toBeInTheDocument();
    fireEvent.change(slot, { target: { value: '09:00' } });
    fireEvent.click(form.getByRole('button', { name: 'Add' }));
    expect(form.getByText('This value is already added')).toBeInTheDocument();
    expect(slot).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates a service with the contract’s body and closes the dialog', async () => {
    const requests = serveCatalogApi((config) =>
      callOf(config) === 'POST /specialists/services' ? { status: 201, body: { success: true, data: { service: buildService({ id: 'svc2', name: 'Beard trim' }) }, error: null } } : undefined,
    );
    renderPage();
    const dialog = await openAddDialog();
    await fillValidService(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Service added'));
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /specialists/services'))).toEqual({
      name: 'Beard trim',
      description: 'Shape and line-up',
      category: 'beauty-wellness',
      price: 350,
      currency: 'UAH',
      duration: 30,
      availableDays: ['monday', 'friday'],
      timeSlots: ['11:00'],
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a custom category instead of an id when "Other" is chosen', async () => {
    const requests = serveCatalogApi((config) =>
      callOf(config) === 'POST /specialists/services' ? okReply({ service: buildService() }) : undefined,
    );
    renderPage();
    const dialog = await openAddDialog();
    await fillValidService(dialog);
    const form = within(dialog);
    fireEvent.change(form.getByLabelText(/^Category/), { target: { value: '__other__' } });
    fireEvent.click(form.getByRole('button', { name: 'Add service' }));
    expect(await form.findByText('Choose a category or name your own')).toBeInTheDocument();
    fireEvent.change(form.getByLabelText(/^Category name/), { target: { value: 'Barbering' } });
    fireEvent.click(form.getByRole('button', { name: 'Add service' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const body = bodyOf(requests.find((r) => callOf(r) === 'POST /specialists/services')) as Record<string, unknown>;
    expect(body.customCategory).toBe('Barbering');
    expect(body).not.toHaveProperty('category');
  });

  it('puts the server’s field errors on the fields', async () => {
    serveCatalogApi((config) =>
      callOf(config) === 'POST /specialists/services'
        ? {
            status: 400,
            body: {
              success: false,
              data: null,
              error: { code: 'VALIDATION_ERROR', message: 'Invalid request data', details: [{ path: 'body.price', message: 'pricePositive' }] },
            },
          }
        : undefined,
    );
    renderPage();
    const dialog = await openAddDialog();
    await fillValidService(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));
    const price = within(dialog).getByLabelText(/^Price/);
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    expect(price).toHaveAccessibleDescription(/The price must be greater than 0/);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('on 422 "create your profile first" asks for the profile again and goes to the first-run setup', async () => {
    let profileGone = false;
    const requests = serveCatalogApi((config) => {
      if (callOf(config) === 'POST /specialists/services') {
        profileGone = true;
        return errorReply(422, 'UNPROCESSABLE', 'Create your specialist profile first');
      }
      if (profileGone && callOf(config) === 'GET /specialists/profile') return errorReply(404, 'NOT_FOUND', 'Specialist profile not found');
      return undefined;
    });
    const { router } = renderWithSetupRoute();
    const dialog = await openAddDialog();
    await fillValidService(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await screen.findByText('First-run setup')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/specialist/get-started?from=services');
    expect(requests.filter((r) => callOf(r) === 'GET /specialists/profile')).toHaveLength(2);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('edits a service with PUT', async () => {
    const requests = serveCatalogApi((config) =>
      callOf(config) === 'PUT /specialists/services/svc1' ? okReply({ service: buildService({ price: 700 }) }) : undefined,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Men’s haircut”' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit service' });
    expect(await within(dialog).findByLabelText(/^Category/)).toHaveValue('beauty-wellness');
    fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '700' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Changes saved'));
    expect(bodyOf(requests.find((r) => callOf(r) === 'PUT /specialists/services/svc1'))).toMatchObject({ price: 700, category: 'beauty-wellness' });
  });

  it('toggling the switch calls PATCH …/status and flips at once', async () => {
    const requests = serveCatalogApi((config) =>
      callOf(config) === 'PATCH /specialists/services/svc1/status' ? okReply({ service: buildService({ isActive: false }) }) : undefined,
    );
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Active: Men’s haircut' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(requests.some((r) => callOf(r) === 'PATCH /specialists/services/svc1/status')).toBe(true));
    expect(bodyOf(requests.find((r) => callOf(r) === 'PATCH /specialists/services/svc1/status'))).toEqual({ isActive: false });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('“Men’s haircut” is hidden from search'));
  });

  it('switches back and says so when the PATCH fails', async () => {
    serveCatalogApi((config) => (callOf(config) === 'PATCH /specialists/services/svc1/status' ? errorReply(500, 'INTERNAL_ERROR') : undefined));
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Active: Men’s haircut' });
    fireEvent.click(toggle);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to change the service status; it was switched back'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('deletes after confirmation in an accessible dialog', async () => {
    const requests = serveCatalogApi((config) =>
      callOf(config) === 'DELETE /specialists/services/svc1' ? okReply({ message: 'Service deleted' }) : undefined,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Men’s haircut”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this service?' });
    expect(dialog).toHaveAccessibleDescription(/“Men’s haircut” will disappear/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Men’s haircut' })).not.toBeInTheDocument());
    expect(requests.some((r) => callOf(r) === 'DELETE /specialists/services/svc1')).toBe(true);
  });

  it('explains a 409 (the service has bookings) and offers to deactivate instead', async () => {
    const requests = serveCatalogApi((config) => {
      if (callOf(config) === 'DELETE /specialists/services/svc1') return errorReply(409, 'CONFLICT', 'Service has bookings');
      if (callOf(config) === 'PATCH /specialists/services/svc1/status') return okReply({ service: buildService({ isActive: false }) });
      return undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Men’s haircut”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this service?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/already has bookings.*Deactivate it instead/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate instead' }));
    await waitFor(() => expect(requests.some((r) => callOf(r) === 'PATCH /specialists/services/svc1/status')).toBe(true));
    expect(screen.getByRole('switch', { name: 'Active: Men’s haircut' })).toHaveAttribute('aria-checked', 'false');
  });
});
