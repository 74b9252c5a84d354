import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { UPLOAD_MAX_BYTES } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply, type Override } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildAccountUser, pngBytes, serveAccountApi } from '../testing/fixtures';
import { ProfilePage } from './profile-page';

mockToasts();

const MESSAGES = {
  tooLarge: 'File size too large. Please choose an image smaller than 5MB.',
  invalidType: 'Invalid file type. Please choose a JPEG, PNG, or WebP image.',
  processing: 'Failed to process image file',
};

const serveProfile = (override?: Override) => serveAccountApi(override);

const renderProfile = () => renderAt(<ProfilePage />, '/profile', signedInAs(testUsers.customer));

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

describe('ProfilePage', () => {
  it('shows the details, the read-only verified e-mail, member since and the stats strip', async () => {
    serveProfile();
    renderProfile();
    expect(await screen.findByLabelText('First name')).toHaveValue('Olena');
    expect(screen.getByLabelText('Last name')).toHaveValue('Kovalenko');
    expect(screen.getByLabelText('Phone')).toHaveValue('+380671234567');
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveValue('olena@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Member since 14 March 2025')).toBeInTheDocument();
    // Autocomplete helps people fill the form.
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('autocomplete', 'tel');

    const stats = await screen.findByRole('region', { name: 'Your activity' });
    expect(within(stats).getByText('Bookings').closest('div')).toHaveTextContent('7');
    expect(within(stats).getByText('Total spent').closest('div')).toHaveTextContent('₴3,150');
    // Initials stand in for the missing photo.
    expect(screen.getByText('OK')).toBeInTheDocument();
  });

  it('validates with the contract before sending anything', async () => {
    const requests = serveProfile();
    renderProfile();
    const firstName = await screen.findByLabelText('First name');
    fireEvent.change(firstName, { target: { value: 'O' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Must be at least 2 characters')).toBeInTheDocument();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Must be at least 2 characters');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid phone number, e.g. +380 67 123 4567')).toBeInTheDocument();
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(requests.filter((r) => r.method === 'put')).toHaveLength(0);
  });

  it('saves, updates the signed-in user (sidebar name) and says so', async () => {
    const requests = serveProfile((config) =>
      callOf(config) === 'PUT /users/profile'
        ? okReply({ user: buildAccountUser({ firstName: 'Olenka', phone: null }) })
        : undefined,
    );
    const { store } = renderProfile();
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: '  Olenka ' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile updated'));
    const put = requests.find((r) => callOf(r) === 'PUT /users/profile');
    expect(bodyOf(put)).toEqual({ firstName: 'Olenka', lastName: 'Kovalenko', phone: null });
    expect(store.getState().auth.user).toMatchObject({ firstName: 'Olenka', lastName: 'Kovalenko' });
    expect(screen.getByLabelText('First name')).toHaveValue('Olenka');
    // Nothing left to save; the button keeps focus rather than becoming disabled.
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('puts the server’s field errors (error.details) on the fields', async () => {
    serveProfile((config) =>
      callOf(config) === 'PUT /users/profile'
        ? {
            status: 400,
            body: {
              success: false,
              data: null,
              error: {
                code: 'VALIDATION_ERROR',
                message: 'Invalid request data',
                timestamp: new Date().toISOString(),
                details: [{ path: 'body.phone', message: 'invalidPhone', code: 'invalid_format' }],
              },
            },
          }
        : undefined,
    );
    renderProfile();
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '+380 99 000 0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid phone number, e.g. +380 67 123 4567')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows the spec fallback when saving fails without a known code', async () => {
    serveProfile((config) => (callOf(config) === 'PUT /users/profile' ? { status: 502, body: 'Bad gateway' } : undefined));
    renderProfile();
    fireEvent.change(await screen.findByLabelText('Last name'), { target: { value: 'Shevchenko' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update profile'));
  });
});

describe('profile photo', () => {
  const chooseFile = async (file: File) => {
    const input = await screen.findByTestId('avatar-file-input');
    fireEvent.change(input, { target: { files: [file] } });
  };

  it('refuses a file over 5 MB with the exact message, without uploading', async () => {
    const requests = serveProfile();
    renderProfile();
    await chooseFile(new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooLarge);
    expect(requests.some((r) => r.url === '/files/upload')).toBe(false);
  });

  it('refuses a type other than JPEG, PNG or WebP with the exact message', async () => {
    serveProfile();
    renderProfile();
    await chooseFile(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidType);
  });

  it('says "Failed to process image file" when the file cannot be read', async () => {
    serveProfile();
    const original = globalThis.FileReader;
    class BrokenReader {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      error = null;
      result = null;
      readAsDataURL() {
        setTimeout(() => this.onerror?.(), 0);
      }
    }
    globalThis.FileReader = BrokenReader as unknown as typeof FileReader;
    try {
      renderProfile();
      await chooseFile(new File([pngBytes()], 'me.png', { type: 'image/png' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.processing);
    } finally {
      globalThis.FileReader = original;
    }
  });

  it('previews, uploads as multipart type=avatar and updates the avatar everywhere', async () => {
    const requests = serveProfile((config) =>
      callOf(config) === 'POST /files/upload'
        ? okReply({ url: '/uploads/avatars/new1.webp', type: 'avatar', width: 1, height: 1, size: 60, mimeType: 'image/webp' })
        : undefined,
    );
    const { store, container } = renderProfile();
    await chooseFile(new File([pngBytes()], 'me.png', { type: 'image/png' }));

    expect(await screen.findByText('This is how your new photo will look. Save it?')).toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    fireEvent.click(screen.getByRole('button', { name: 'Save photo' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Photo updated'));
    const upload = requests.find((r) => callOf(r) === 'POST /files/upload');
    const form = upload?.data as FormData;
    expect(form.get('type')).toBe('avatar');
    expect((form.get('file') as File).name).toBe('me.png');
    expect(store.getState().auth.user?.avatar).toBe('/uploads/avatars/new1.webp');
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/avatars/new1.webp'));
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it('shows the server’s verdict by code (the bytes are checked there too)', async () => {
    serveProfile((config) =>
      callOf(config) === 'POST /files/upload' ? errorReply(400, 'INVALID_FILE_TYPE', MESSAGES.invalidType) : undefined,
    );
    renderProfile();
    await chooseFile(new File([pngBytes()], 'me.png', { type: 'image/png' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidType);
  });

  it('offers no upload, and says why, while the admin has uploads switched off', async () => {
    serveProfile((config) =>
      callOf(config) === 'GET /config' ? okReply({ features: { notifications: true, realtime: true, payments: true, uploads: false, realtimeAnalytics: true } }) : undefined,
    );
    renderProfile();
    expect(await screen.findByText('Uploads are switched off by the administrator for now: the photo cannot be changed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDisabled();
  });

  it('removes the photo with avatar: null', async () => {
    const requests = serveAccountApi(
      (config) => (callOf(config) === 'PUT /users/profile' ? okReply({ user: buildAccountUser({ avatar: null }) }) : undefined),
      { user: buildAccountUser({ avatar: '/uploads/avatars/old.webp' }) },
    );
    const { store } = renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Photo removed'));
    expect(bodyOf(requests.find((r) => callOf(r) === 'PUT /users/profile'))).toEqual({ avatar: null });
    expect(store.getState().auth.user?.avatar).toBeNull();
  });
});
