import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { text } from '../fixtures/locales';
import { DEMO, logInThroughApi, logInThroughForm } from '../fixtures/session';
import { closeToastsInTheWay } from '../fixtures/toasts';

/**
 * Issue #10, the specialist's own screens on the devices they use (tablets 768–1024 px, phones):
 * the counters of /specialist/bookings describe the list under them and follow every action; the
 * week of /specialist/schedule fits a tablet; nothing is wider than a phone's screen; a phone
 * gets one or three days of the schedule with previous/next. Interface in Ukrainian, zone Kyiv.
 */

// No test here is about toasts; other tests' bookings toast the demo specialist meanwhile.
test.beforeEach(async ({ page }) => closeToastsInTheWay(page));

const b = (key: string) => text('uk', 'bookings', key);
const s = (key: string) => text('uk', 'schedule', key);
const ZONE = 'Europe/Kyiv';
const STATUSES = ['PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED'] as const;

type Envelope<T> = { success: boolean; data: T; error?: { code: string; message: string } | null };
type BookingRow = { id: string; scheduledAt: string; status: string };

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  expect(response.ok(), `${what}: HTTP ${response.status()} ${JSON.stringify(body?.error ?? body)}`).toBe(true);
  return (body as Envelope<T>).data;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const dayIn = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

/** Midnight that starts the 1st of a month in Kyiv, as a UTC instant (the month never changes its offset at midnight). */
const kyivMidnightOfFirst = (year: number, month: number): string => {
  const utcMidnight = new Date(Date.UTC(year, month - 1, 1));
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'shortOffset' }).formatToParts(utcMidnight).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+2';
  return new Date(utcMidnight.getTime() - Number(offset.replace('GMT', '')) * 3_600_000).toISOString();
};

/** No page wider than the window (a hidden sideways scroll cuts off cards' right borders). */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Wholly on screen once the page scrolls down to it: the page is scrolled only vertically, so
 * something cut off by a sideways scroll inside a card stays cut off and fails.
 */
async function expectWhollyOnScreen(page: Page, target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'the target is laid out').not.toBeNull();
  await page.evaluate((top) => window.scrollTo(0, top), box!.y + (await page.evaluate(() => window.scrollY)) - 200);
  await expect(target).toBeInViewport({ ratio: 1 });
}

/**
 * The demo customer books two free start times of one day with the demo specialist (a random later
 * day of the next week: other specs book from the same week), through the API.
 */
async function bookTwoOnOneDay(request: APIRequestContext): Promise<{ day: string; bookings: BookingRow[] }> {
  const specialist = (await logInThroughApi(request, DEMO.specialist.email, DEMO.specialist.password)).accessToken;
  const customer = (await logInThroughApi(request, DEMO.customer.email, DEMO.customer.password)).accessToken;
  const { services } = await data<{ services: { id: string; isActive: boolean; durationMinutes?: number }[] }>(
    await request.get('/api/v1/specialists/services', { headers: bearer(specialist) }),
    'specialist services',
  );
  for (const service of services.filter((x) => x.isActive)) {
    const availability = await data<{ days: { date: string; slots: string[] }[] }>(
      await request.get(`/api/v1/services/${service.id}/availability`, { params: { days: 7, timezone: ZONE } }),
      'availability',
    );
    const days = availability.days.filter((d) => d.slots.length >= 2).sort(() => Math.random() - 0.5);
    for (const day of days) {
      const made: BookingRow[] = [];
      for (const slot of [...day.slots].reverse()) {
        if (made.length === 2) break;
        const response = await request.post('/api/v1/bookings', {
          headers: bearer(customer),
          data: { serviceId: service.id, scheduledAt: slot, type: 'in_person', notes: 'E2E: issue #10 counters' },
        });
        if (response.status() === 409) continue; // taken by an overlapping booking or another spec
        made.push((await data<{ booking: BookingRow }>(response, 'create booking')).booking);
      }
      if (made.length === 2) return { day: day.date, bookings: made };
    }
  }
  throw new Error('No day of the next week with two free start times for the demo specialist');
}

/** The number a counter tile shows. */
const tile = (page: Page, key: string) => page.getByTestId(`stat-${key}`).locator('dd');

/** Counts the list by status (the status badge in each row), over every page of it. */
async function listCounts(page: Page): Promise<Record<(typeof STATUSES)[number], number>> {
  const counts = { PENDING: 0, CONFIRMED: 0, COMPLETED: 0, CANCELLED: 0 };
  // One read of every row at once: reading rows one by one could wait for a row that a re-render removed.
  for (const rowText of await page.locator('article[data-booking-id]').allTextContents()) {
    for (const status of STATUSES) if (rowText.includes(b(`status.${status}`))) counts[status] += 1;
  }
  return counts;
}

/** The tiles equal what the list shows (retried: other specs may book the same day meanwhile). */
async function expectTilesMatchList(page: Page) {
  await expect(async () => {
    const counts = await listCounts(page);
    for (const status of STATUSES) await expect(tile(page, status), `${status} tile`).toHaveText(String(counts[status]), { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

test.describe('specialist bookings counters', () => {
  test('the counters match the list in the specialist’s zone and follow confirm and cancel', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { day, bookings } = await bookTwoOnOneDay(request);
    const [first, second] = bookings as [BookingRow, BookingRow];
    expect(dayIn(first.scheduledAt)).toBe(day);

    await page.setViewportSize({ width: 1024, height: 900 });
    await logInThroughForm(page, DEMO.specialist, '/specialist/bookings');
    await expect(page).toHaveURL(/\/specialist\/bookings/);
    // "This month" counts the whole calendar month in Kyiv, its future part too: what GET /bookings lists for it.
    const { accessToken } = await logInThroughApi(request, DEMO.specialist.email, DEMO.specialist.password);
    const monthTotal = async () => {
      const [year, month] = dayIn(new Date().toISOString()).split('-').map(Number) as [number, number];
      const next = month === 12 ? [year + 1, 1] : [year, month + 1];
      const list = await data<{ total: number }>(
        await request.get('/api/v1/bookings', {
          headers: bearer(accessToken),
          params: { view: 'specialist', from: kyivMidnightOfFirst(year, month), to: kyivMidnightOfFirst(next[0]!, next[1]!), limit: 1 },
        }),
        'bookings of this month',
      );
      return list.total;
    };
    await expect(async () => expect(tile(page, 'month')).toHaveText(String(await monthTotal()), { timeout: 500 })).toPass({ timeout: 15_000 });
    // Without dates the statuses are those of the whole list: the pending tile is the pending list's total.
    await expect(async () => {
      const pending = await data<{ total: number }>(
        await request.get('/api/v1/bookings', { headers: bearer(accessToken), params: { view: 'specialist', status: 'PENDING', limit: 1 } }),
        'pending bookings',
      );
      await expect(tile(page, 'PENDING')).toHaveText(String(pending.total), { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    expect(Number(await tile(page, 'PENDING').textContent())).toBeGreaterThanOrEqual(2);

    // The day of the two bookings: the tiles describe the rows shown.
    await page.getByLabel(b('filters.from'), { exact: true }).fill(day);
    await page.getByLabel(b('filters.to'), { exact: true }).fill(day);
    await expect(page.getByText(b('stats.scopeFiltered'))).toBeVisible();
    const rowOf = (booking: BookingRow) => page.locator(`article[data-booking-id="${booking.id}"]`);
    await expect(rowOf(first)).toContainText(b('status.PENDING'));
    await expect(rowOf(second)).toContainText(b('status.PENDING'));
    await expectTilesMatchList(page);

    // Confirm one: the tiles move with the list, without reloading the page. The list now shows
    // it confirmed, so tiles equal to the list count it. (Not "one more than before": another
    // spec may confirm or cancel its own booking on the same day meanwhile — seen in CI.)
    await rowOf(first).getByRole('button', { name: b('actions.confirm'), exact: true }).click();
    await expect(rowOf(first)).toContainText(b('status.CONFIRMED'));
    await expectTilesMatchList(page);
    expect(Number(await tile(page, 'CONFIRMED').textContent())).toBeGreaterThanOrEqual(1);

    // Cancel the other with a reason.
    await rowOf(second).getByRole('button', { name: b('actions.cancel'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('E2E: the counters follow a cancellation');
    await dialog.getByRole('button', { name: b('cancel.confirm'), exact: true }).click();
    await expect(rowOf(second)).toContainText(b('status.CANCELLED'));
    await expectTilesMatchList(page);
    expect(Number(await tile(page, 'CANCELLED').textContent())).toBeGreaterThanOrEqual(1);
  });
});

/** A Sunday five weeks ahead in Kyiv (no other spec touches it), as YYYY-MM-DD. */
const farSunday = (): string => {
  const date = new Date(`${dayIn(new Date().toISOString())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + (7 - date.getUTCDay() || 7) + 28);
  return date.toISOString().slice(0, 10);
};

/**
 * A blocked slot of the demo specialist on `date` from `hour`:00 for an hour, with a reason of its
 * own, for the length of `run` (deleted afterwards whatever happens).
 */
async function withBlockedSlot(request: APIRequestContext, date: string, hour: number, run: (reason: string) => Promise<void>) {
  const token = (await logInThroughApi(request, DEMO.specialist.email, DEMO.specialist.password)).accessToken;
  const reason = `E2E блок ${Math.random().toString(36).slice(2, 7)}`;
  const time = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const { block } = await data<{ block: { id: string } }>(
    await request.post('/api/v1/availability/specialists/availability/blocks', {
      headers: bearer(token),
      data: { date, startTime: time(hour), endTime: time(hour + 1), available: false, reason },
    }),
    'blocked slot',
  );
  try {
    await run(reason);
  } finally {
    await request.delete(`/api/v1/availability/specialists/availability/blocks/${block.id}`, { headers: bearer(token) });
  }
}

test.describe('specialist schedule on tablets and phones', () => {
  const sunday = farSunday();

  for (const [index, width] of [768, 800, 1024].entries()) {
    test(`the whole week fits at ${width} px: Sunday and its blocked slot inside the card, no sideways scroll`, async ({ page, request }) => {
      await withBlockedSlot(request, sunday, 10 + index * 2, async (reason) => {
        await page.setViewportSize({ width, height: 900 });
        await logInThroughForm(page, DEMO.specialist, `/specialist/schedule?view=week&date=${sunday}`);
        await expect(page.getByRole('button', { name: s('views.week'), exact: true })).toHaveAttribute('aria-pressed', 'true');
        const card = page.locator('section[aria-labelledby="schedule-period"]');
        const sundayColumn = card.locator('section[aria-label]').last();
        const blocked = sundayColumn.locator('button[data-kind="blocked"]').filter({ hasText: reason });
        await expect(blocked).toBeVisible();
        await expect(card.locator('section[aria-label]')).toHaveCount(7);

        const cardBox = (await card.boundingBox())!;
        for (const box of [(await sundayColumn.boundingBox())!, (await blocked.boundingBox())!]) {
          expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
        }
        await expectWhollyOnScreen(page, blocked);
        // Nothing inside the card scrolls sideways, nor the page.
        const scrollers = await card.evaluate((el) => [el, ...Array.from(el.querySelectorAll('*'))].filter((n) => n.scrollWidth > n.clientWidth + 1 && getComputedStyle(n).overflowX !== 'visible' && getComputedStyle(n).overflowX !== 'hidden').length);
        expect(scrollers).toBe(0);
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      });
    });
  }

  test('a phone (375 px) shows three days or one with previous/next, and nothing is wider than the screen', async ({ page, request }) => {
    await withBlockedSlot(request, sunday, 17, async (reason) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const friday = new Date(`${sunday}T12:00:00Z`);
      friday.setUTCDate(friday.getUTCDate() - 2);
      const fridayDate = friday.toISOString().slice(0, 10);
      await logInThroughForm(page, DEMO.specialist, `/specialist/schedule?view=week&date=${fridayDate}`);
      const views = page.getByRole('group', { name: s('nav.views') });
      await expect(views.getByRole('button', { name: s('views.threeDays'), exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(views.getByRole('button', { name: s('views.week'), exact: true })).toHaveCount(0);
      const card = page.locator('section[aria-labelledby="schedule-period"]');
      const columns = card.locator('section[aria-label]');
      await expect(columns).toHaveCount(3);
      // Friday, Saturday, Sunday: the Sunday block is in the third column, on screen.
      const blocked = columns.nth(2).locator('button[data-kind="blocked"]').filter({ hasText: reason });
      await expectWhollyOnScreen(page, blocked);
      const heading = page.locator('#schedule-period');
      const title = await heading.textContent();

      await page.getByRole('button', { name: s('nav.next.threeDays'), exact: true }).click();
      await expect(heading).not.toHaveText(title ?? '');
      await expect(blocked).toHaveCount(0);
      await page.getByRole('button', { name: s('nav.previous.threeDays'), exact: true }).click();
      await expect(heading).toHaveText(title ?? '');

      await views.getByRole('button', { name: s('views.day'), exact: true }).click();
      await expect(columns).toHaveCount(1);
      await page.getByRole('button', { name: s('nav.next.day'), exact: true }).click();
      await page.getByRole('button', { name: s('nav.next.day'), exact: true }).click();
      await expectWhollyOnScreen(page, columns.first().locator('button[data-kind="blocked"]').filter({ hasText: reason }));

      // The page, the working-hours and the booking-rules cards fit the screen (their right borders show).
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      for (const name of [s('hours.title'), s('rules.title')]) {
        const section = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) }).last();
        const box = (await section.boundingBox())!;
        expect(box.x + box.width, name).toBeLessThanOrEqual(375);
      }
    });
  });
});

test('a phone (375 px) shows the bookings first, the figures folded, nothing wider than the screen', async ({ page, request }) => {
  await bookTwoOnOneDay(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await logInThroughForm(page, DEMO.specialist, '/specialist/bookings');
  const firstRow = page.locator('article[data-booking-id]').first();
  await expect(firstRow).toBeVisible();
  // The first booking starts on the first screen; the six tiles and the filters are folded away.
  expect((await firstRow.boundingBox())!.y).toBeLessThan(800);
  await expect(page.getByTestId('stat-completionRate')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: b('status.PENDING'), exact: true })).toHaveCount(0);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  const summary = page.getByRole('button', { name: new RegExp(b('stats.title')) });
  await expect(summary).toContainText(`${b('status.PENDING')}: `);
  await summary.click();
  await expect(page.getByTestId('stat-completionRate')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${b('filters.title')}`) }).click();
  const chip = page.locator('label').filter({ has: page.getByRole('checkbox', { name: b('status.CONFIRMED'), exact: true }) });
  await expect(chip).toBeVisible();
  // The chip's text keeps its distance from the right border.
  const gap = await chip.evaluate((label) => label.getBoundingClientRect().right - label.querySelector('span')!.getBoundingClientRect().right);
  expect(gap).toBeGreaterThanOrEqual(14);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
});
