import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Service, ServiceInput, SpecialistProfile, WorkingHours } from '@vizyt/contracts';
import { buildAvailability } from '@/features/schedule/testing/fixtures';
import { buildProfile, buildService, CATEGORIES } from '@/features/specialist-catalog/testing/fixtures';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply, serveApi } from '@/test/mock-api';
import { clearToastMocks, mockToasts, mockViewport, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { routes } from '../router';

mockToasts();

interface ServerState {
  profile: SpecialistProfile | null;
  services: Service[];
  workingHours: WorkingHours;
}

/**
 * A specialist's API that remembers what the forms save, the way the server does: services and
 * availability answer 422 until the profile exists.
 */
const serveSetupApi = (initial: Partial<ServerState> = {}) => {
  const server: ServerState = { profile: null, services: [], workingHours: {}, ...initial };
  const needsProfile = errorReply(422, 'UNPROCESSABLE', 'Create your specialist profile first');
  const availability = () => buildAvailability({ workingHours: server.workingHours, blocks: [] });
  const requests = serveApi((config) => {
    switch (callOf(config)) {
      case 'GET /specialists/profile':
        return server.profile ? okReply({ profile: server.profile }) : errorReply(404, 'NOT_FOUND', 'Specialist profile not found');
      case 'POST /specialists/profile':
        server.profile = buildProfile(bodyOf(config) as Partial<SpecialistProfile>);
        return { status: 201, body: { success: true, data: { profile: server.profile }, error: null } };
      case 'GET /specialists/services':
        return server.profile ? okReply({ services: [...server.services] }) : needsProfile;
      case 'POST /specialists/services': {
        if (!server.profile) return needsProfile;
        const { category: _category, ...input } = bodyOf(config) as ServiceInput;
        const service = buildService({ ...input, id: `svc${server.services.length + 1}` });
        server.services.push(service);
        return { status: 201, body: { success: true, data: { service }, error: null } };
      }
      case 'GET /services/categories':
        return okReply({ categories: CATEGORIES });
      case 'GET /specialists/availability':
        return server.profile ? okReply(availability()) : needsProfile;
      case 'PUT /specialists/availability/working-hours':
        if (!server.profile) return needsProfile;
        server.workingHours = (bodyOf(config) as { workingHours: WorkingHours }).workingHours;
        return okReply(availability());
      default:
        return errorReply(404, 'ROUTE_NOT_FOUND');
    }
  });
  return { server, requests };
};

const at = (path: string) => renderRoutes(routes, path, signedInAs(testUsers.specialist));
const where = (router: ReturnType<typeof at>['router']) => `${router.state.location.pathname}${router.state.location.search}`;
const stepTitle = () => screen.findByRole('heading', { level: 2, name: /^(Tell customers|Add your first|Set your working)/ }, { timeout: 3000 });

beforeEach(async () => {
  clearToastMocks();
  mockViewport(1280);
  await i18n.changeLanguage('en');
});

describe('/specialist/get-started', () => {
  it('walks a new specialist from the dashboard through profile → first service → working hours to the done state', async () => {
    const { server, requests } = serveSetupApi();
    const { router } = at('/specialist/dashboard');

    // Without a profile the dashboard hands over to the setup.
    await waitFor(() => expect(where(router)).toBe('/specialist/get-started'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your business' }, { timeout: 3000 })).toBeInTheDocument();
    expect(await stepTitle()).toHaveTextContent('Tell customers about your business');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuenow', '0');

    // Step 1: the business profile form of /specialist/profile.
    fireEvent.change(screen.getByLabelText(/^Specialisation/), { target: { value: 'Barber' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Lviv' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));

    // Step 2: the service form of /specialist/services, without a Cancel button.
    await waitFor(async () => expect(await stepTitle()).toHaveTextContent('Add your first service'));
    expect(server.profile?.city).toBe('Lviv');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Add your first service' })).toHaveFocus());
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Beard trim' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Shape and line-up' } });
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: 'beauty-wellness' } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '350' } });
    fireEvent.change(screen.getByLabelText(/^Duration/), { target: { value: '30' } });
    fireEvent.click(screen.getByLabelText('Friday'));
    fireEvent.change(screen.getByLabelText('New start time'), { target: { value: '11:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add service' }));

    // Step 3: the working-hours editor of /specialist/schedule, starting from Monday–Friday 09:00–18:00.
    await waitFor(async () => expect(await stepTitle()).toHaveTextContent('Set your working hours'));
    expect(server.services.map((s) => s.name)).toEqual(['Beard trim']);
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Monday, interval 1: start')).toHaveValue('09:00');
    expect(screen.getByLabelText('Friday, interval 1: end')).toHaveValue('18:00');
    expect(screen.getByRole('switch', { name: 'Saturday: working day' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('switch', { name: 'Saturday: working day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save working hours' }));

    // Done: links to the public page, the schedule and the services.
    const done = await screen.findByRole('heading', { level: 2, name: 'You’re all set!' }, { timeout: 3000 });
    await waitFor(() => expect(done).toHaveFocus());
    expect(Object.keys(server.workingHours)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
    expect(screen.getByText('All done: 3 of 3')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'You’re all set!' });
    expect(within(region).getByRole('link', { name: 'View my public page' })).toHaveAttribute('href', `/specialist/${server.profile!.id}`);
    expect(within(region).getByRole('link', { name: 'Open my schedule' })).toHaveAttribute('href', '/specialist/schedule');
    expect(within(region).getByRole('link', { name: 'Manage my services' })).toHaveAttribute('href', '/specialist/services');
    expect(requests.filter((r) => callOf(r) === 'POST /specialists/services')).toHaveLength(1);
  }, 20_000);

  it('resumes where the specialist left off: profile and hours there, the service missing', async () => {
    serveSetupApi({ profile: buildProfile(), workingHours: { monday: [{ start: '10:00', end: '14:00' }] } });
    at('/specialist/get-started');
    expect(await stepTitle()).toHaveTextContent('Add your first service');
    const steps = within(screen.getByRole('list', { name: 'Setup progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['Business profile (done)', '2First service', 'Working hours (done)']);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    // Nothing is taken focus of on arrival.
    expect(screen.getByRole('heading', { level: 2, name: 'Add your first service' })).not.toHaveFocus();
  });

  it('shows the done state to a specialist who has everything already', async () => {
    serveSetupApi({ profile: buildProfile(), services: [buildService()], workingHours: { monday: [{ start: '10:00', end: '14:00' }] } });
    at('/specialist/get-started');
    expect(await screen.findByRole('heading', { level: 2, name: 'You’re all set!' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my public page' })).toHaveAttribute('href', '/specialist/sp1');
  });

  it('explains why a specialist sent from the services page starts with the profile', async () => {
    serveSetupApi();
    at('/specialist/get-started?from=services');
    expect(await stepTitle()).toHaveTextContent('Tell customers about your business');
    expect(screen.getByText(/Services belong to your business profile/)).toBeInTheDocument();
  });

  it('offers a retry when the progress cannot be loaded', async () => {
    let fail = true;
    serveApi((config) => {
      if (callOf(config) === 'GET /specialists/profile') return fail ? 'network' : okReply({ profile: buildProfile() });
      if (callOf(config) === 'GET /specialists/services') return okReply({ services: [] });
      if (callOf(config) === 'GET /specialists/availability') return okReply(buildAvailability({ workingHours: {} }));
      return errorReply(404, 'ROUTE_NOT_FOUND');
    });
    at('/specialist/get-started');
    expect(await screen.findByText('Could not load your setup progress.', {}, { timeout: 3000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await stepTitle()).toHaveTextContent('Add your first service');
  });

  it('speaks Ukrainian by default', async () => {
    await i18n.changeLanguage('uk');
    serveSetupApi();
    at('/specialist/get-started');
    expect(await screen.findByRole('heading', { level: 1, name: 'Налаштуйте свій бізнес' }, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Крок 1 з 3')).toBeInTheDocument();
  });
});

describe('/specialist/dashboard', () => {
  it('shows a "finish setting up" card with the progress while steps remain', async () => {
    serveSetupApi({ profile: buildProfile() });
    const { router } = at('/specialist/dashboard');
    expect(await screen.findByRole('heading', { name: 'Finish setting up your business' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Specialist dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Next: First service')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Continue setup' }));
    await waitFor(() => expect(where(router)).toBe('/specialist/get-started'));
  });

  it('has no setup card once everything is in place', async () => {
    serveSetupApi({ profile: buildProfile(), services: [buildService()], workingHours: { friday: [{ start: '09:00', end: '12:00' }] } });
    at('/specialist/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Specialist dashboard' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Finish setting up your business' })).not.toBeInTheDocument();
  });
});
