import { expect, test, type Page } from '@playwright/test';
import { text } from '../fixtures/locales';

/**
 * Layout stability and lean loading (issue 10). Every layout shift the browser reports while
 * the page loads — page chunk, texts, live data, lazily loaded sections, footer — is summed
 * the way Cumulative Layout Shift counts it (shifts right after an input do not count).
 */
const recordLayoutShifts = async (page: Page) => {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => (source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : String(source.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
};

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShifts: Array<{ value: number; sources: string[] }> }).__layoutShifts);

const viewports = [
  { name: 'desktop', width: 1350, height: 940 },
  { name: 'phone', width: 412, height: 823 },
] as const;

for (const viewport of viewports) {
  test.describe(`no layout shift while loading (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the landing page', async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(text('uk', 'landing', 'hero.title'));
      // Everything that arrives after the first paint has arrived: the live categories from the
      // API (psychology is only there), the sections below the hero, the footer.
      const quickLinks = page.getByRole('list', { name: text('uk', 'landing', 'hero.quickLinksLabel') });
      await expect(quickLinks.getByRole('link', { name: /Психологія/ })).toBeAttached();
      await expect(page.locator('#for-specialists')).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await page.waitForLoadState('networkidle');
      const shifts = await layoutShifts(page);
      expect(shifts.reduce((sum, shift) => sum + shift.value, 0), JSON.stringify(shifts)).toBeLessThan(0.01);
    });

    test('the search page', async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto('/search');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('uk', 'pages', 'search.title'));
      await expect(page.locator('#search-results-heading')).toHaveText(/\d/);
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await page.waitForLoadState('networkidle');
      const shifts = await layoutShifts(page);
      expect(shifts.reduce((sum, shift) => sum + shift.value, 0), JSON.stringify(shifts)).toBeLessThan(0.01);
    });
  });
}

test.describe('lean first load', () => {
  test('a guest on / downloads the texts of the interface language only', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text('uk', 'landing', 'hero.title'));
    const firstPaint = [...scripts];
    expect(firstPaint.filter((file) => /\/locale-uk-/.test(file)).length).toBeGreaterThan(0);
    expect(firstPaint.filter((file) => /\/locale-(en|ru)-/.test(file))).toEqual([]);

    // Another language downloads its own texts when chosen (and only then).
    await page.getByRole('combobox', { name: text('uk', 'common', 'language.label') }).first().selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text('en', 'landing', 'hero.title'));
    expect(scripts.filter((file) => /\/locale-en-/.test(file)).length).toBeGreaterThan(0);
    expect(scripts.filter((file) => /\/locale-ru-/.test(file))).toEqual([]);
  });
});
