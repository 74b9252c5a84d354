import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, okReply } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildProfile, serveCatalogApi } from '../testing/fixtures';
import { SpecialistProfilePage } from './profile-page';

mockToasts();

const renderPage = () => renderAt(<SpecialistProfilePage />, '/specialist/profile', signedInAs(testUsers.specialist));

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

describe('SpecialistProfilePage', () => {
  it('offers the create form when there is no profile yet, and creates it with POST', async () => {
    const requests = serveCatalogApi(
      (config) => (callOf(config) === 'POST /specialists/profile' ? { status: 201, body: { success: true, data: { profile: buildProfile({ specialization: 'Tutor', city: 'Lviv' }) }, error: null } } : undefined),
      { profile: null },
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Create your profile' })).toBeInTheDocument();
    // A portfolio belongs to a profile: no upload until the profile exists.
    expect(screen.getByRole('heading', { name: 'Portfolio' })).toBeInTheDocument();
    expect(screen.getByText('Create your profile first — then you can add photos of your work here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add photo' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Specialisation/), { target: { value: 'Tutor' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Lviv' } });
    fireEvent.click(screen.getByLabelText('Polish'));
    fireEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile created — you can now add services'));
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /specialists/profile'))).toMatchObject({
      specialization: 'Tutor',
      city: 'Lviv',
      languages: ['uk', 'pl'],
      businessName: null,
      latitude: null,
      longitude: null,
      worksInPerson: true,
    });
    expect(await screen.findByRole('heading', { name: 'Profile details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add photo' })).toBeEnabled();
    expect(screen.getByText('No photos yet')).toBeInTheDocument();
  });

  it('edits the existing profile with PUT', async () => {
    const requests = serveCatalogApi((config) => (callOf(config) === 'PUT /specialists/profile' ? okReply({ profile: buildProfile({ city: 'Odesa' }) }) : undefined));
    renderPage();
    const city = await screen.findByLabelText(/^City/);
    expect(city).toHaveValue('Kyiv');
    expect(screen.getByLabelText('English')).toBeChecked();
    fireEvent.change(city, { target: { value: 'Odesa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile updated'));
    expect(bodyOf(requests.find((r) => callOf(r) === 'PUT /specialists/profile'))).toMatchObject({ city: 'Odesa', languages: ['uk', 'en'] });
  });

  it('needs both coordinates and a way of working, shown on the fields', async () => {
    const requests = serveCatalogApi();
    renderPage();
    fireEvent.change(await screen.findByLabelText('Latitude'), { target: { value: '50.45' } });
    fireEvent.click(screen.getByLabelText('In person'));
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Give both latitude and longitude, or neither')).toBeInTheDocument();
    expect(screen.getByLabelText('Longitude')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose at least one: in person or online')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'put')).toBe(false);
  });
});
