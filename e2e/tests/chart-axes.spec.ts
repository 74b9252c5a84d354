import { expect, test, type Page } from '@playwright/test';
import { text } from '../fixtures/locales';
import { DEMO, logInThroughApi, openSignedIn } from '../fixtures/session';
import { closeToastsInTheWay } from '../fixtures/toasts';

/**
 * Issue #26, item 19: the earnings chart's axis labels stay inside the chart at 375 and 800 px
 * (interface in Ukrainian) with large figures. The demo specialist's earnings are answered with
 * twelve months over two years of tens to over a hundred thousand hryvnia (the real answer, its months
 * replaced), so the Y labels are long ("105 тис.") and the X labels carry the year.
 */
test.beforeEach(async ({ page }) => closeToastsInTheWay(page));

const e = (key: string) => text('uk', 'earnings', key);

/** Twelve months from 2025-07 to 2026-06, 12 500 ₴ to 135 700 ₴ gross (ticks up to "140 тис."), net 92% of it. */
const LARGE_MONTHS = Array.from({ length: 12 }, (_, i) => {
  const month = new Date(Date.UTC(2025, 6 + i, 1)).toISOString().slice(0, 7);
  const gross = 12_500 + i * 11_200;
  return { month, gross, net: Math.round(gross * 0.92) };
});

/**
 * Answers `pattern` with the server's answer, its data changed by `change`. The page may drop a
 * request while it is being answered (a refetch replaced it; seen in CI as "Response has been
 * disposed"), or the test may end while one is still being fetched ("Test ended", which would
 * fail the whole run from outside any test): the request that replaced it is answered instead,
 * and a chart that never gets its figures still fails the test.
 */
const answerChanged = (page: Page, pattern: string, change: (data: Record<string, unknown>) => Record<string, unknown>) =>
  page.route(pattern, async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, data: change(body.data) } });
    } catch (error) {
      if (!/disposed|closed|already handled|test ended/i.test(String(error))) throw error;
    }
  });

const answerWithLargeFigures = (page: Page) =>
  answerChanged(page, '**/api/v1/specialists/earnings?*', (data) => {
    const gross = LARGE_MONTHS.reduce((sum, m) => sum + m.gross, 0);
    const net = LARGE_MONTHS.reduce((sum, m) => sum + m.net, 0);
    return { ...data, byMonth: LARGE_MONTHS, gross, net, commission: gross - net, paymentsCount: 240 };
  });

interface Box {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The chart's box and each tick label's box, in page pixels. */
const measure = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((chart) => {
    const svg = chart.querySelector('svg.recharts-surface') ?? chart;
    const box = (element: Element): Box => {
      const r = element.getBoundingClientRect();
      return { text: element.textContent ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const ticks = (axis: string) => Array.from(chart.querySelectorAll(`.recharts-${axis}-tick-labels text`), box);
    return { chart: box(svg), x: ticks('xAxis'), y: ticks('yAxis') };
  });

for (const width of [375, 800]) {
  test(`at ${width} px no axis label of the earnings chart leaves the chart, and month labels do not overlap`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await answerWithLargeFigures(page);
    await openSignedIn(page, await logInThroughApi(request, DEMO.specialist.email, DEMO.specialist.password), '/specialist/earnings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(e('title'));
    const chart = page.getByTestId('earnings-chart');
    await expect(chart.locator('.recharts-yAxis-tick-labels text').first()).toBeVisible();
    await expect(chart.locator('.recharts-xAxis-tick-labels text').first()).toBeVisible();

    await expectLabelsInside(page, 'earnings-chart');
  });
}

/** No tick label of the chart leaves its box, and no two category labels overlap. */
async function expectLabelsInside(page: Page, testId: string, money = true) {
  const { chart: frame, x, y } = await measure(page, testId);
  // The largest figure has a label in thousands ("тис."), the longest kind the axis shows.
  if (money) expect(y.some((tick) => tick.text.includes('тис.'))).toBe(true);
  expect(x.length).toBeGreaterThan(1);
  for (const tick of [...x, ...y]) {
    expect.soft(tick.left, `"${tick.text}" left edge`).toBeGreaterThanOrEqual(frame.left - 0.5);
    expect.soft(tick.right, `"${tick.text}" right edge`).toBeLessThanOrEqual(frame.right + 0.5);
    expect.soft(tick.top, `"${tick.text}" top edge`).toBeGreaterThanOrEqual(frame.top - 0.5);
    expect.soft(tick.bottom, `"${tick.text}" bottom edge`).toBeLessThanOrEqual(frame.bottom + 0.5);
  }
  const sorted = [...x].sort((a, b) => a.left - b.left);
  for (let i = 1; i < sorted.length; i += 1) {
    const [before, after] = [sorted[i - 1]!, sorted[i]!];
    const apart = after.left >= before.right || after.top >= before.bottom || after.bottom <= before.top;
    expect.soft(apart, `"${before.text}" and "${after.text}" overlap`).toBe(true);
  }
}

/** The specialist's analytics for a year, answered with the same twelve months (revenue and up to 140 bookings). */
const answerAnalyticsWithLargeFigures = (page: Page) =>
  answerChanged(page, '**/api/v1/specialists/analytics?*', (data) => ({
    ...data,
    series: LARGE_MONTHS.map((m, i) => ({ date: `${m.month}-01`, bookings: 30 + i * 10, revenue: m.gross })),
  }));

for (const width of [375, 800]) {
  test(`at ${width} px the analytics charts keep their axis labels inside`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await answerAnalyticsWithLargeFigures(page);
    await openSignedIn(page, await logInThroughApi(request, DEMO.specialist.email, DEMO.specialist.password), '/specialist/analytics?period=year');
    for (const testId of ['chart-bookings', 'chart-revenue']) {
      await expect(page.getByTestId(testId).locator('.recharts-yAxis-tick-labels text').first()).toBeVisible();
      await expectLabelsInside(page, testId, testId === 'chart-revenue');
    }
  });
}
