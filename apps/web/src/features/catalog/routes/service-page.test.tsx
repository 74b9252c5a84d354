import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { errorReply, okReply, serveApi, type Reply } from '@/test/mock-api';
import { renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { buildService } from '../testing/fixtures';
import { ServicePage } from './service-page';

const routes = [
  { path: '/service/:serviceId', element: <ServicePage /> },
  { path: '/auth/login', element: <p>Login page</p> },
];

const serveCatalog = (serviceReply: () => Reply) =>
  serveApi((config) => {
    const url = config.url ?? '';
    if (url.endsWith('/view')) return okReply({ recorded: true });
    if (url.endsWith('/similar')) return okReply({ services: [] });
    if (url.startsWith('/services/')) return serviceReply();
    return errorReply(404, 'NOT_FOUND');
  });

beforeEach(async () => {
  await i18n.changeLanguage('uk');
});

describe('ServicePage', () => {
  it('shows the service with translated days, sorted slots and a reviews placeholder, and counts one view', async () => {
    const requests = serveCatalog(() => okReply({ service: buildService() }));
    renderRoutes(routes, '/service/svc-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Класичний манікюр' })).toBeInTheDocument();
    expect(screen.getByText('650 ₴')).toBeInTheDocument();
    expect(screen.getByText('60 хв')).toBeInTheDocument();
    const days = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(days).toEqual(expect.arrayContaining(['Понеділок', 'Середа']));
    expect(days.indexOf('Понеділок')).toBeLessThan(days.indexOf('Середа'));
    expect(days.indexOf('10:00')).toBeLessThan(days.indexOf('14:00'));
    expect(screen.getByText('Відгуків поки немає')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Записатися' })).toHaveAttribute('href', '/booking/svc-1');
    // The specialist card sits under the title on small screens and in the sidebar on large ones (CSS picks one).
    for (const link of screen.getAllByRole('link', { name: 'Переглянути профіль' })) expect(link).toHaveAttribute('href', '/specialist/spec-1');
    await waitFor(() => expect(requests.filter((r) => r.url === '/services/svc-1/view')).toHaveLength(1));
    expect(requests.find((r) => r.url === '/services/svc-1/view')?.method).toBe('post');
  });

  it.each([
    ['uk', 'Помилка', 'Послугу не знайдено або вона недоступна', 'Спробувати ще раз'],
    ['en', 'Error', 'Service not found or unavailable', 'Retry'],
    ['ru', 'Ошибка', 'Услуга не найдена или недоступна', 'Повторить'],
  ])('shows the not-found error with Retry in %s', async (language, title, message, retry) => {
    await i18n.changeLanguage(language);
    let calls = 0;
    serveCatalog(() => {
      calls += 1;
      return errorReply(404, 'NOT_FOUND', 'Service not found or unavailable');
    });
    renderRoutes(routes, '/service/missing');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: retry }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('shows no favourite toggle to an admin, and asks for no favourites', async () => {
    const requests = serveCatalog(() => okReply({ service: buildService() }));
    renderRoutes(routes, '/service/svc-1', signedInAs(testUsers.admin));
    expect(await screen.findByRole('heading', { level: 1, name: 'Класичний манікюр' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Записатися/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /обран/ })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url === '/services/favorites')).toBe(false);
  });

  it('sends a guest who presses the favourite toggle to login with a returnUrl', async () => {
    serveCatalog(() => okReply({ service: buildService() }));
    const { router } = renderRoutes(routes, '/service/svc-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Додати в обране' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/service/svc-1');
  });
});
