import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { errorReply, okReply, serveApi } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { buildProfile, buildService } from '../testing/fixtures';
import { SpecialistPage } from './specialist-page';

mockToasts();

const routes = [
  { path: '/specialist/:specialistId', element: <SpecialistPage /> },
  { path: '/auth/login', element: <p>Login page</p> },
];

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

describe('SpecialistPage', () => {
  it('shows the profile facts, books the first service, and sends a guest who wants to write to login first', async () => {
    serveApi((config) =>
      config.url?.endsWith('/services')
        ? okReply({ services: [buildService({ id: 'svc-9' }), buildService({ id: 'svc-2', name: 'Pedicure' })] })
        : okReply({ profile: buildProfile() }),
    );
    renderRoutes(routes, '/specialist/spec-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olena Kovalenko' })).toBeInTheDocument();
    expect(screen.getByText('Years of experience').nextSibling).toHaveTextContent('10');
    expect(screen.getByText('Completed jobs').nextSibling).toHaveTextContent('245');
    expect(screen.getByText('Response time').nextSibling).toHaveTextContent('30 min');
    expect(screen.getByText('In person')).toBeInTheDocument();
    expect(screen.getByText('Ukrainian')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Book' })).toHaveAttribute('href', '/booking/svc-9');
    expect(screen.getByRole('link', { name: 'Send message' })).toHaveAttribute('href', `/auth/login?returnUrl=${encodeURIComponent('/messages?to=spec-1')}`);
  });

  it('shows "Specialist not found" under an Error title with Retry', async () => {
    let calls = 0;
    serveApi(() => {
      calls += 1;
      return errorReply(404, 'NOT_FOUND', 'Specialist not found');
    });
    renderRoutes(routes, '/specialist/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('Specialist not found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('sends a guest who presses the favourite toggle to login', async () => {
    serveApi((config) => (config.url?.endsWith('/services') ? okReply({ services: [] }) : okReply({ profile: buildProfile() })));
    const { router } = renderRoutes(routes, '/specialist/spec-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/specialist/spec-1');
  });

  it.each([
    ['a customer', testUsers.customer, 1],
    ['an admin', testUsers.admin, 0],
  ] as const)('%s: the favourite toggle and "Send message" shown %i time(s)', async (_who, user, count) => {
    const requests = serveApi((config) =>
      config.url === '/specialists/favorites'
        ? okReply({ specialists: [] })
        : config.url?.endsWith('/services')
          ? okReply({ services: [] })
          : okReply({ profile: buildProfile() }),
    );
    renderRoutes(routes, '/specialist/spec-1', signedInAs(user));
    expect(await screen.findByRole('heading', { level: 1, name: 'Olena Kovalenko' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Add to favourites' })).toHaveLength(count);
    // A customer opens the conversation with this specialist; an admin does not write to specialists.
    const sendMessage = screen.queryAllByRole('link', { name: 'Send message' });
    expect(sendMessage).toHaveLength(count);
    if (count > 0) expect(sendMessage[0]).toHaveAttribute('href', '/messages?to=spec-1');
    await waitFor(() => expect(requests.some((r) => r.url === '/specialists/favorites')).toBe(count > 0));
  });

  it('shows the portfolio section only when the specialist has photos', async () => {
    const portfolio = [{ id: 'p1', url: '/uploads/portfolio/p1.jpg', category: 'workshop' as const, caption: 'My bench', width: 800, height: 600, createdAt: '2025-03-14T10:00:00.000Z' }];
    serveApi((config) => (config.url?.endsWith('/services') ? okReply({ services: [] }) : okReply({ profile: buildProfile({ portfolio }) })));
    renderRoutes(routes, '/specialist/spec-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Portfolio' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'My bench' })).toBeInTheDocument();
  });

  it('has no portfolio section without photos', async () => {
    serveApi((config) => (config.url?.endsWith('/services') ? okReply({ services: [] }) : okReply({ profile: buildProfile() })));
    renderRoutes(routes, '/specialist/spec-1');
    await screen.findByRole('heading', { level: 1, name: 'Olena Kovalenko' });
    expect(screen.queryByRole('heading', { name: 'Portfolio' })).not.toBeInTheDocument();
  });
});
