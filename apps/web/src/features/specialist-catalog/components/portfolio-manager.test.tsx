import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { PORTFOLIO_MAX_IMAGES, UPLOAD_MAX_BYTES, type PortfolioImage } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { callOf, errorReply, okReply, type Override } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildProfile, serveCatalogApi } from '../testing/fixtures';
import { SpecialistProfilePage } from '../routes/profile-page';

mockToasts();

const photo = (overrides: Partial<PortfolioImage> = {}): PortfolioImage => ({
  id: 'p1',
  url: '/uploads/portfolio/p1.jpg',
  category: 'workspace',
  caption: 'My chair',
  width: 800,
  height: 600,
  createdAt: '2025-03-14T10:00:00.000Z',
  ...overrides,
});

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

const renderPage = (portfolio: PortfolioImage[], override?: Override) => {
  const requests = serveCatalogApi(override, { profile: buildProfile({ portfolio }) });
  renderAt(<SpecialistProfilePage />, '/specialist/profile', signedInAs(testUsers.specialist));
  return requests;
};

const portfolioSection = async () => {
  await screen.findByRole('heading', { name: 'Portfolio' });
  return within(screen.getByRole('region', { name: 'Portfolio' }));
};

const openUpload = async () => {
  fireEvent.click((await portfolioSection()).getByRole('button', { name: 'Add photo' }));
  return within(await screen.findByRole('dialog', { name: 'Add a photo' }));
};

const choose = (file: File) => fireEvent.change(screen.getByTestId('portfolio-file-input'), { target: { files: [file] } });

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

describe('PortfolioManager (on /specialist/profile)', () => {
  it('shows the photos with captions, the count against the limit, and filters by category', async () => {
    renderPage([
      photo(),
      photo({ id: 'p2', category: 'therapy', caption: null, url: '/uploads/portfolio/p2.jpg' }),
      photo({ id: 'p3', category: 'workspace', caption: 'Front desk' }),
    ]);
    const section = await portfolioSection();
    expect(section.getByText(`Photos: 3 / ${PORTFOLIO_MAX_IMAGES}`)).toBeInTheDocument();
    // Alt text: the caption, else the category name.
    expect(section.getByRole('img', { name: 'My chair' })).toHaveAttribute('src', '/uploads/portfolio/p1.jpg');
    expect(section.getByRole('img', { name: 'Therapy' })).toBeInTheDocument();
    expect(section.getAllByRole('listitem')).toHaveLength(3);

    const filters = within(section.getByRole('group', { name: 'Show photos by category' }));
    fireEvent.click(filters.getByRole('button', { name: /Therapy/ }));
    expect(filters.getByRole('button', { name: /Therapy/ })).toHaveAttribute('aria-pressed', 'true');
    expect(section.getAllByRole('listitem')).toHaveLength(1);
    expect(section.queryByRole('img', { name: 'My chair' })).not.toBeInTheDocument();
    fireEvent.click(filters.getByRole('button', { name: /All/ }));
    expect(section.getAllByRole('listitem')).toHaveLength(3);
  });

  it('has an empty state and no filters without photos', async () => {
    renderPage([]);
    const section = await portfolioSection();
    expect(section.getByText('No photos yet')).toBeInTheDocument();
    expect(section.getByText(`Photos: 0 / ${PORTFOLIO_MAX_IMAGES}`)).toBeInTheDocument();
    expect(section.queryByRole('group')).not.toBeInTheDocument();
  });

  it('refuses a full portfolio before asking the server', async () => {
    renderPage(Array.from({ length: PORTFOLIO_MAX_IMAGES }, (_, i) => photo({ id: `p${i}` })));
    const section = await portfolioSection();
    expect(section.getByRole('button', { name: 'Add photo' })).toBeDisabled();
    expect(section.getByText(`You have reached the limit of ${PORTFOLIO_MAX_IMAGES} photos. Delete one to add another.`)).toBeInTheDocument();
  });

  it('checks the form with the exact rule texts and sends nothing until it is right', async () => {
    const requests = renderPage([]);
    const dialog = await openUpload();
    expect(dialog.getByText('JPEG, PNG or WebP, up to 5 MB. Larger photos are reduced to 800×600.')).toBeInTheDocument();

    fireEvent.click(dialog.getByRole('button', { name: 'Upload photo' }));
    expect(await dialog.findByText('Choose a photo to upload')).toBeInTheDocument();
    expect(dialog.getByText('Choose a photo category')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Category/)).toHaveAttribute('aria-invalid', 'true');

    choose(new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }));
    expect(await dialog.findByText('File size too large. Please choose an image smaller than 5MB.')).toBeInTheDocument();
    choose(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await dialog.findByText('Invalid file type. Please choose a JPEG, PNG, or WebP image.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/Choose a photo/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => callOf(r) === 'POST /files/upload')).toBe(false);
  });

  it('uploads a photo with its category and caption and shows it in the grid', async () => {
    const uploaded = photo({ id: 'new', category: 'workshop', caption: 'New bench', url: '/uploads/portfolio/new.jpg' });
    const requests = renderPage([photo()], (config) =>
      callOf(config) === 'POST /files/upload'
        ? okReply({ url: uploaded.url, type: 'portfolio', width: 800, height: 600, size: 1000, mimeType: 'image/jpeg', portfolioItem: uploaded })
        : undefined,
    );
    const dialog = await openUpload();
    choose(new File([PNG], 'bench.png', { type: 'image/png' }));
    expect(await dialog.findByRole('img', { name: 'Preview of the chosen photo' })).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText(/^Category/), { target: { value: 'workshop' } });
    fireEvent.change(dialog.getByLabelText('Caption'), { target: { value: '  New bench ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Upload photo' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Photo added to your portfolio'));
    // The dialog closes in the render after the toast (not in the same tick).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const form = requests.find((r) => callOf(r) === 'POST /files/upload')?.data as FormData;
    expect(form.get('type')).toBe('portfolio');
    expect(form.get('category')).toBe('workshop');
    expect(form.get('caption')).toBe('New bench');
    expect((form.get('file') as File).name).toBe('bench.png');
    const section = await portfolioSection();
    expect(await section.findByRole('img', { name: 'New bench' })).toHaveAttribute('src', '/uploads/portfolio/new.jpg');
    expect(section.getByText(`Photos: 2 / ${PORTFOLIO_MAX_IMAGES}`)).toBeInTheDocument();
  });

  it('shows a server refusal by its error code, and the limit for a 422', async () => {
    let reply = errorReply(400, 'INVALID_FILE_TYPE', 'Invalid file type');
    renderPage([], (config) => (callOf(config) === 'POST /files/upload' ? reply : undefined));
    const dialog = await openUpload();
    choose(new File([PNG], 'a.png', { type: 'image/png' }));
    await dialog.findByRole('img', { name: 'Preview of the chosen photo' });
    fireEvent.change(dialog.getByLabelText(/^Category/), { target: { value: 'therapy' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Upload photo' }));
    expect(await dialog.findByText('Invalid file type. Please choose a JPEG, PNG, or WebP image.')).toBeInTheDocument();

    reply = errorReply(422, 'UNPROCESSABLE', 'A portfolio holds at most 30 photos');
    // The button is back once the first request has settled (on a busy machine after the message).
    fireEvent.click(await dialog.findByRole('button', { name: 'Upload photo' }));
    expect(await dialog.findByText(`A portfolio holds at most ${PORTFOLIO_MAX_IMAGES} photos; delete one first`)).toBeInTheDocument();
  });

  it('deletes a photo only after confirmation', async () => {
    const requests = renderPage([photo(), photo({ id: 'p2', caption: 'Desk' })], (config) =>
      callOf(config) === 'DELETE /specialists/portfolio/p1' ? okReply({ message: 'Deleted' }) : undefined,
    );
    const section = await portfolioSection();
    fireEvent.click(section.getByRole('button', { name: 'Delete photo: My chair' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete this photo?' }));
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((r) => r.method === 'delete')).toBe(false);

    fireEvent.click(section.getByRole('button', { name: 'Delete photo: My chair' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete this photo?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Photo deleted'));
    expect(requests.filter((r) => callOf(r) === 'DELETE /specialists/portfolio/p1')).toHaveLength(1);
    await waitFor(() => expect(section.queryByRole('img', { name: 'My chair' })).not.toBeInTheDocument());
    expect(section.getByRole('img', { name: 'Desk' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
