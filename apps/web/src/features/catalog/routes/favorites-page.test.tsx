import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { okReply, serveApi } from '@/test/mock-api';
import { mockToasts, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { buildProfile, buildService } from '../testing/fixtures';
import { FavoritesPage } from './favorites-page';

mockToasts();

const routes = [{ path: '/favorites', element: <FavoritesPage /> }];

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('FavoritesPage', () => {
  it('shows empty states with a link to search on both tabs', async () => {
    serveApi((config) => (config.url === '/services/favorites' ? okReply({ services: [] }) : okReply({ specialists: [] })));
    const { router } = renderRoutes(routes, '/favorites', signedInAs(testUsers.customer));
    expect(await screen.findByText('No favourite specialists yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find services' })).toHaveAttribute('href', '/search');

    fireEvent.click(screen.getByRole('tab', { name: /Services/ }));
    expect(await screen.findByText('No favourite services yet')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=services');
  });

  it('opens the tab named in the URL, moves between tabs with the arrow keys and removes a favourite', async () => {
    let services = [buildService({ id: 'svc-1', name: 'Gel manicure' })];
    const requests = serveApi((config) => {
      if (config.url === '/services/favorites') return okReply({ services });
      if (config.url === '/specialists/favorites') return okReply({ specialists: [buildProfile()] });
      if (config.method === 'delete') {
        services = [];
        return okReply({ favorited: false });
      }
      return okReply({});
    });
    const { router } = renderRoutes(routes, '/favorites?tab=services', signedInAs(testUsers.customer));
    const servicesTab = screen.getByRole('tab', { name: /Services/ });
    expect(servicesTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: 'Gel manicure' })).toHaveAttribute('href', '/service/svc-1');

    fireEvent.click(within(panel).getByRole('button', { name: 'Remove Gel manicure from favourites' }));
    expect(await screen.findByText('No favourite services yet')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'delete' && r.url === '/services/svc-1/favorite')).toBe(true);

    fireEvent.keyDown(servicesTab, { key: 'ArrowLeft' });
    const specialistsTab = screen.getByRole('tab', { name: /Specialists/ });
    await waitFor(() => expect(specialistsTab).toHaveAttribute('aria-selected', 'true'));
    expect(specialistsTab).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=specialists');
    expect(await screen.findByRole('link', { name: 'Olena Kovalenko' })).toHaveAttribute('href', '/specialist/spec-1');
  });
});
