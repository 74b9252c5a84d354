import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceAvailability } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { errorReply, okReply, serveApi, type Reply } from '@/test/mock-api';
import { renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { buildAvailability, buildBooking, buildService } from '../testing/fixtures';
import { BookingPage } from './booking-page';

/**
 * The step heading named so, once it has the focus: the page focuses it in an effect after the
 * step renders, which on a busy machine can come a moment after the heading appears.
 */
const focusedHeading = async (name: string | RegExp) => {
  const heading = await screen.findByRole('heading', { level: 2, name });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
};

const routes = [
  { path: '/booking/:serviceId', element: <BookingPage /> },
  { path: '/auth/login', element: <p>Login page</p> },
];

/** Sunday 29 November 2026, 10:00 in Kyiv. */
const NOW = new Date('2026-11-29T08:00:00Z');
const MONDAY_10 = '2026-11-30T08:00:00.000Z';
const MONDAY_11 = '2026-11-30T09:00:00.000Z';
const WEDNESDAY_14 = '2026-12-02T12:00:00.000Z';

const customer = signedInAs({ ...testUsers.customer, timezone: 'Europe/Kyiv' });

interface ServeOptions {
  availability?: (params: Record<string, string>, call: number) => ServiceAvailability;
  createBooking?: (body: Record<string, unknown>) => Reply;
  service?: () => Reply;
}

const defaultWeek = (params: Record<string, string>) => buildAvailability(params.from ?? '2026-11-29', { 1: [MONDAY_10, MONDAY_11], 3: [WEDNESDAY_14] });

const serveBooking = (options: ServeOptions = {}) => {
  let availabilityCalls = 0;
  return serveApi((config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    if (url === '/services/svc-1/availability') {
      availabilityCalls += 1;
      const params = config.params as Record<string, string>;
      return okReply((options.availability ?? defaultWeek)(params, availabilityCalls));
    }
    if (url === '/services/svc-1') return options.service?.() ?? okReply({ service: buildService() });
    if (url === '/bookings' && config.method === 'post') {
      const body = JSON.parse(String(config.data)) as Record<string, unknown>;
      return options.createBooking?.(body) ?? okReply({ booking: buildBooking({ scheduledAt: String(body.scheduledAt) }) });
    }
    return errorReply(404, 'NOT_FOUND');
  });
};

const availabilityRequests = (requests: InternalAxiosRequestConfig[]) => requests.filter((r) => r.url === '/services/svc-1/availability');

const dayButtons = () => within(screen.getByRole('group', { name: 'Дні тижня' })).getAllByRole('button');

const pickFirstSlot = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /30 листопада 2026\sр\., 10:00$/ }));
  await waitFor(() => expect(screen.getByRole('button', { name: /30 листопада 2026\sр\., 10:00$/ })).toHaveAttribute('aria-pressed', 'true'));
};

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Далі' }));

/** From a chosen slot through Details and Payment to the Confirmation step. */
const goToConfirmation = async () => {
  next();
  await screen.findByRole('heading', { level: 2, name: /Деталі бронювання/ });
  next();
  await screen.findByRole('heading', { level: 2, name: /Оплата/ });
  next();
  await screen.findByRole('heading', { level: 2, name: /Перевірте і підтвердьте/ });
};

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await i18n.changeLanguage('uk');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BookingPage', () => {
  it('shows a week of real free slots in the visitor’s zone and says when it differs from the specialist’s', async () => {
    const requests = serveBooking({
      availability: (params) =>
        buildAvailability(params.from ?? '', { 1: ['2026-11-30T15:00:00.000Z'] }, { timezone: 'America/New_York', specialistTimezone: 'Europe/Kyiv' }),
    });
    renderRoutes(routes, '/booking/svc-1', signedInAs({ ...testUsers.customer, timezone: 'America/New_York' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Класичний манікюр' })).toBeInTheDocument();
    const slot = await screen.findByRole('button', { name: /^понеділок, 30 листопада 2026\sр\., 10:00$/ });
    expect(slot).toHaveTextContent('10:00');
    expect(availabilityRequests(requests)[0]?.params).toEqual({ from: '2026-11-29', days: 7, timezone: 'America/New_York' });

    const days = dayButtons();
    expect(days).toHaveLength(7);
    expect(days[0]).toBeDisabled();
    expect(days[0]).toHaveAccessibleName(/^нд 29 лист\., неділя, 29 листопада 2026\sр\., немає вільного часу$/);
    expect(days[1]).toBeEnabled();
    expect(days[1]).toHaveAttribute('aria-pressed', 'true');
    expect(days[1]).toHaveAccessibleName(/^пн 30 лист\., понеділок, 30 листопада 2026\sр\., 1 вільне вікно$/);
    // Zones read as a city and its offset in the interface language.
    expect(screen.getByText(/Час показано у вашому часовому поясі: Нью-Йорк \(UTC-05:00\)\./)).toHaveTextContent('Фахівець працює в поясі Київ (UTC+02:00).');
  });

  it('pages by week up to today, and lists the times of the chosen day', async () => {
    const requests = serveBooking();
    renderRoutes(routes, '/booking/svc-1', customer);
    await screen.findByRole('button', { name: /30 листопада 2026\sр\., 10:00$/ });
    expect(screen.getByRole('button', { name: 'Попередній тиждень' })).toBeDisabled();
    expect(screen.getByText(/Час показано у вашому часовому поясі: Київ \(UTC\+02:00\)\./).textContent).not.toMatch(/Фахівець/);

    fireEvent.click(dayButtons()[3]!);
    expect(await screen.findByRole('button', { name: /2 грудня 2026\sр\., 14:00$/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: /30 листопада 2026\sр\., 10:00$/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Наступний тиждень' }));
    await waitFor(() => expect(availabilityRequests(requests).at(-1)?.params).toMatchObject({ from: '2026-12-06' }));
    expect(await screen.findByRole('button', { name: /7 грудня 2026\sр\., 10:00$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Попередній тиждень' })).toBeEnabled();
  });

  it('walks through the four steps with validation, moves focus to each step and confirms the booking', async () => {
    const requests = serveBooking();
    renderRoutes(routes, '/booking/svc-1', customer);
    const steps = await screen.findByRole('navigation', { name: 'Кроки бронювання' });
    expect(within(steps).getByText('Дата і час').closest('li')).toHaveAttribute('aria-current', 'step');

    // Next without a time explains what is missing.
    await screen.findByRole('button', { name: /30 листопада 2026\sр\., 10:00$/ });
    next();
    expect(await screen.findByRole('alert')).toHaveTextContent('Оберіть час, щоб продовжити.');

    await pickFirstSlot();
    next();
    await focusedHeading(/Деталі бронювання/);
    expect(within(steps).getByText('Деталі').closest('li')).toHaveAttribute('aria-current', 'step');

    // Notes longer than 1000 characters are refused.
    fireEvent.change(screen.getByLabelText('Додаткові побажання'), { target: { value: 'а'.repeat(1001) } });
    next();
    expect(await screen.findByText('Занадто довге значення')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Деталі бронювання/ })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Додаткові побажання'), { target: { value: 'Алергія на ацетон' } });
    // Olena receives at her own address: the customer is told where, not asked for theirs.
    expect(screen.getByRole('radio', { name: /Особисто/ })).toHaveAccessibleName(/У фахівця$/);
    expect(screen.getByText('Візит у фахівця: вул. Хрещатик, 1')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Ваша адреса/ })).not.toBeInTheDocument();
    next();
    await focusedHeading(/Оплата/);
    expect(screen.getByRole('radio', { name: /Оплата під час візиту/ })).toBeChecked();
    expect(screen.getAllByText('650 ₴').length).toBeGreaterThan(0);

    next();
    await focusedHeading(/Перевірте і підтвердьте/);
    expect(screen.getByText('У фахівця: вул. Хрещатик, 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Підтвердити бронювання' }));

    await focusedHeading('Запит на бронювання надіслано');
    expect(screen.getByText('Очікує підтвердження')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мої бронювання' })).toHaveAttribute('href', '/bookings');
    expect(screen.getByRole('button', { name: 'Додати до календаря' })).toBeInTheDocument();
    const post = requests.find((r) => r.url === '/bookings');
    expect(JSON.parse(String(post?.data))).toEqual({
      serviceId: 'svc-1',
      scheduledAt: MONDAY_10,
      type: 'in_person',
      videoCall: false,
      notes: 'Алергія на ацетон',
    });
  });

  it('asks for the customer’s address, as a required field, only when the specialist comes to them', async () => {
    const service = buildService();
    const requests = serveBooking({ service: () => okReply({ service: { ...service, specialist: { ...service.specialist, address: null } } }) });
    renderRoutes(routes, '/booking/svc-1', customer);
    await pickFirstSlot();
    next();
    await screen.findByRole('heading', { level: 2, name: /Деталі бронювання/ });
    expect(screen.getByRole('radio', { name: /Особисто/ })).toHaveAccessibleName(/Фахівець приїде до вас$/);
    const address = screen.getByRole('textbox', { name: /Ваша адреса/ });
    expect(address).toBeRequired();

    // Empty (or blank) is refused with the translated message; online needs no address.
    fireEvent.change(address, { target: { value: '   ' } });
    next();
    expect(await screen.findByText('Це поле обовʼязкове')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Деталі бронювання/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Онлайн/ }));
    expect(screen.queryByRole('textbox', { name: /Ваша адреса/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Особисто/ }));

    fireEvent.change(screen.getByRole('textbox', { name: /Ваша адреса/ }), { target: { value: 'вул. Січових Стрільців, 5' } });
    next();
    await screen.findByRole('heading', { level: 2, name: /Оплата/ });
    next();
    await screen.findByRole('heading', { level: 2, name: /Перевірте і підтвердьте/ });
    expect(screen.getByText('вул. Січових Стрільців, 5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Підтвердити бронювання' }));
    await screen.findByRole('heading', { level: 2, name: 'Запит на бронювання надіслано' });
    expect(JSON.parse(String(requests.find((r) => r.url === '/bookings')?.data))).toMatchObject({ type: 'in_person', location: 'вул. Січових Стрільців, 5' });
  });

  it('marks the slots inside the specialist’s cancellation window and warns before Confirm Booking', async () => {
    serveBooking();
    renderRoutes(routes, '/booking/svc-1', customer);
    const hint = 'Менше ніж за 24 год до початку: таке бронювання вже не можна буде перенести, лише скасувати.';
    // Now is Sunday 10:00: Monday 10:00 is exactly 24 h away (inside, as the API counts it), 11:00 is not.
    const late = await screen.findByRole('button', { name: /30 листопада 2026\sр\., 10:00$/ });
    const later = screen.getByRole('button', { name: /30 листопада 2026\sр\., 11:00$/ });
    expect(late).toHaveAccessibleDescription(hint);
    expect(later).not.toHaveAccessibleDescription();
    expect(screen.getByText(hint)).toBeInTheDocument();

    // A slot outside the window: no warning on Confirmation.
    fireEvent.click(later);
    await waitFor(() => expect(later).toHaveAttribute('aria-pressed', 'true'));
    await goToConfirmation();
    expect(screen.queryByText('Перенести бронювання не вийде')).not.toBeInTheDocument();

    // Back to the calendar, the slot inside it: the warning sits above Confirm Booking.
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    await pickFirstSlot();
    await goToConfirmation();
    const warning = screen.getByRole('note');
    expect(warning).toHaveTextContent('Перенести бронювання не вийде');
    expect(warning).toHaveTextContent('Візит почнеться менше ніж за 24 год');
    expect(warning.compareDocumentPosition(screen.getByRole('button', { name: 'Підтвердити бронювання' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('offers only the modes the specialist works in, with a video call for online visits', async () => {
    const service = buildService();
    const requests = serveBooking({ service: () => okReply({ service: { ...service, specialist: { ...service.specialist, worksOnline: true, worksInPerson: false } } }) });
    renderRoutes(routes, '/booking/svc-1', customer);
    await pickFirstSlot();
    next();
    await screen.findByRole('heading', { level: 2, name: /Деталі бронювання/ });
    expect(screen.queryByRole('radio', { name: /Особисто/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Онлайн/ })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Хочу відеодзвінок' }));
    next();
    await screen.findByRole('heading', { level: 2, name: /Оплата/ });
    next();
    await screen.findByRole('heading', { level: 2, name: /Перевірте і підтвердьте/ });
    expect(screen.getByText('Онлайн, з відеодзвінком')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Підтвердити бронювання' }));
    await screen.findByRole('heading', { level: 2, name: 'Запит на бронювання надіслано' });
    expect(JSON.parse(String(requests.find((r) => r.url === '/bookings')?.data))).toMatchObject({ type: 'online', videoCall: true });
  });

  it.each([
    [409, 'SLOT_TAKEN', 'Цей час щойно зайняли. Будь ласка, оберіть інший'],
    [422, 'SLOT_UNAVAILABLE', 'Цей час недоступний для бронювання'],
    [422, 'BOOKING_IN_PAST', 'Цей час уже минув'],
  ])('after a lost race (%s %s) goes back to the calendar with fresh slots', async (status, code, message) => {
    const requests = serveBooking({
      // After the failed attempt the 10:00 slot is gone.
      availability: (params, call) =>
        buildAvailability(params.from ?? '', call === 1 ? { 1: [MONDAY_10, MONDAY_11] } : { 1: [MONDAY_11] }),
      createBooking: () => errorReply(status, code, 'This time has just been taken'),
    });
    renderRoutes(routes, '/booking/svc-1', customer);
    await pickFirstSlot();
    await goToConfirmation();
    fireEvent.click(screen.getByRole('button', { name: 'Підтвердити бронювання' }));

    await focusedHeading(/Оберіть дату і час/);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(availabilityRequests(requests)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: /30 листопада 2026\sр\., 10:00$/ })).not.toBeInTheDocument());
    const fresh = await screen.findByRole('button', { name: /30 листопада 2026\sр\., 11:00$/ });
    expect(fresh).toHaveAttribute('aria-pressed', 'false');

    // Picking a fresh slot and confirming again works.
    fireEvent.click(fresh);
    await waitFor(() => expect(fresh).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the visitor on Confirmation with the message when the call fails for another reason', async () => {
    serveBooking({ createBooking: () => errorReply(500, 'INTERNAL_ERROR') });
    renderRoutes(routes, '/booking/svc-1', customer);
    await pickFirstSlot();
    await goToConfirmation();
    fireEvent.click(screen.getByRole('button', { name: 'Підтвердити бронювання' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Бронювання не створено');
    expect(screen.getByRole('heading', { level: 2, name: /Перевірте і підтвердьте/ })).toBeInTheDocument();
  });

  it('sends a guest to sign in with the chosen slot in the return URL, and brings them back to it', async () => {
    const requests = serveBooking();
    const { router, unmount } = renderRoutes(routes, '/booking/svc-1');
    await pickFirstSlot();
    await goToConfirmation();
    expect(screen.getByText(/Щоб підтвердити, увійдіть/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Підтвердити бронювання' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(requests.some((r) => r.url === '/bookings')).toBe(false);
    const returnUrl = new URLSearchParams(router.state.location.search).get('returnUrl') ?? '';
    expect(returnUrl.startsWith('/booking/svc-1?')).toBe(true);
    expect(new URLSearchParams(returnUrl.split('?')[1]).get('at')).toBe(MONDAY_10);
    unmount();

    // Signed in, back at the return URL: the same slot is chosen.
    renderRoutes(routes, returnUrl, customer);
    expect(await screen.findByRole('button', { name: /30 листопада 2026\sр\., 10:00$/ })).toHaveAttribute('aria-pressed', 'true');
    next();
    expect(await screen.findByRole('heading', { level: 2, name: /Деталі бронювання/ })).toBeInTheDocument();
  });

  it('tells a signed-in specialist that only customers book, instead of offering Confirm', async () => {
    serveBooking();
    renderRoutes(routes, '/booking/svc-1', signedInAs(testUsers.specialist));
    await pickFirstSlot();
    await goToConfirmation();
    expect(screen.queryByRole('button', { name: 'Підтвердити бронювання' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('note')[0]).toHaveTextContent('Бронювати послуги можуть лише клієнти.');
  });

  it.each([
    ['uk', 'Помилка', 'Послугу не знайдено або вона недоступна', 'Спробувати ще раз'],
    ['en', 'Error', 'Service not found or unavailable', 'Retry'],
    ['ru', 'Ошибка', 'Услуга не найдена или недоступна', 'Повторить'],
  ])('shows the not-found error with Retry in %s', async (language, title, message, retry) => {
    await i18n.changeLanguage(language);
    let calls = 0;
    serveBooking({
      service: () => {
        calls += 1;
        return errorReply(404, 'NOT_FOUND');
      },
    });
    renderRoutes(routes, '/booking/svc-1');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: retry }));
    await waitFor(() => expect(calls).toBe(2));
  });
});
