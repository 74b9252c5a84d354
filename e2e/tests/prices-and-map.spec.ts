import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { text } from '../fixtures/locales';
import { logInThroughApi, openSignedIn, outboxLink, type Tokens } from '../fixtures/session';

/**
 * Price bands, money format and maps in a real browser against the real API with the demo data
 * (interface in Ukrainian, the default). Map tiles never reach the network here: every request
 * to the configured tile server is aborted, as when a visitor is offline or the server is blocked.
 */

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [name, value]) => s.replaceAll(`{{${name}}}`, String(value)), template);
const search = (key: string, values: Record<string, string | number> = {}) => fill(text('uk', 'search', key), values);
const sc = (key: string, values: Record<string, string | number> = {}) => fill(text('uk', 'specialist-catalog', key), values);
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface PricingRange {
  bandBoundaries: Record<'UAH' | 'USD' | 'EUR', number[]>;
}

const pricingRange = async (request: APIRequestContext): Promise<PricingRange> => {
  const response = await request.get('/api/v1/services/pricing-range');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: PricingRange }).data;
};

/**
 * Does `action` (a click that changes the price filter) and returns the count the result heading
 * then shows. It waits for the search it starts (GET /services with `minPrice`/`maxPrice` as
 * given, `null` = absent) and for the heading to show that response's total — reading the heading
 * at once could catch the previous count or the moment between two searches, when it has no number.
 */
const countAfter = async (page: Page, price: { min: number | null; max: number | null }, action: () => Promise<void>): Promise<number> => {
  const response = page.waitForResponse((candidate) => {
    const url = new URL(candidate.url());
    return (
      candidate.request().method() === 'GET' &&
      url.pathname === '/api/v1/services' &&
      url.searchParams.get('minPrice') === (price.min === null ? null : String(price.min)) &&
      url.searchParams.get('maxPrice') === (price.max === null ? null : String(price.max))
    );
  });
  await action();
  const { total } = ((await (await response).json()) as { data: { total: number } }).data;
  await expect(page.locator('#search-results-heading')).toHaveText(new RegExp(`(^|\\D)${total}(\\D|$)`));
  return total;
};

/** Aborts every request to the tile server of GET /config; returns how many were made. */
async function failTiles(page: Page, request: APIRequestContext): Promise<{ count: () => number }> {
  const response = await request.get('/api/v1/config');
  const { tileUrl } = ((await response.json()) as { data: { map: { tileUrl: string } } }).data.map;
  // "{s}.tile.example.org" → any subdomain of tile.example.org.
  const host = new URL(tileUrl.replace('{s}.', '').replace(/\{[a-z]+\}/g, '0')).hostname;
  let count = 0;
  await page.route(
    (url) => url.hostname === host || url.hostname.endsWith(`.${host}`),
    (route) => {
      count += 1;
      return route.abort('internetdisconnected');
    },
  );
  return { count: () => count };
}

test.describe('price bands', () => {
  test('five bands in hryvnia from the real prices, each finding services', async ({ page, request }) => {
    const edges = (await pricingRange(request)).bandBoundaries.UAH;
    expect(edges).toHaveLength(4);
    await page.goto('/search');
    const price = page.getByRole('group', { name: fill(text('uk', 'search', 'filters.price.legend'), { symbol: '₴' }) }).first();
    const bands = price.getByRole('radio');
    await expect(bands).toHaveCount(6); // "any" and five bands
    // "До 600 ₴", "Від 1 500 ₴": thousands grouped, the symbol after the amount (no-break spaces).
    const amount = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, '\\s');
    await expect(bands.nth(1)).toHaveAccessibleName(new RegExp(`^До\\s${amount(edges[0]!)}\\s₴$`));
    await expect(bands.nth(5)).toHaveAccessibleName(new RegExp(`^Від\\s${amount(edges[3]!)}\\s₴$`));

    const uah = [null, ...edges, null];
    for (let band = 1; band <= 5; band++) {
      const [min, max] = [uah[band - 1] ?? null, uah[band] ?? null];
      const count = await countAfter(page, { min, max }, () => bands.nth(band).click());
      await expect(bands.nth(band)).toBeChecked();
      await expect(page).toHaveURL(new RegExp(`${min === null ? '' : `minPrice=${min}`}.*${max === null ? '' : `maxPrice=${max}`}`));
      if (min === null) await expect(page).not.toHaveURL(/minPrice=/);
      if (max === null) await expect(page).not.toHaveURL(/maxPrice=/);
      await expect(page.getByRole('heading', { name: search('empty.title') })).toBeHidden();
      expect(count, `band ${band}`).toBeGreaterThan(0);
      // The cards' prices are in hryvnia, the symbol after the amount (Ukrainian).
      await expect(page.getByRole('list', { name: search('results.listLabel') })).toContainText(/\d\s₴/);
    }
  });

  test('in dollars the bands and the cards say $, and the query stays in hryvnia', async ({ page, request }) => {
    const edges = (await pricingRange(request)).bandBoundaries.USD;
    await page.goto('/search');
    await page.getByLabel(text('uk', 'common', 'currency.label')).first().selectOption('USD');

    const price = page.getByRole('group', { name: fill(text('uk', 'search', 'filters.price.legend'), { symbol: '$' }) }).first();
    await expect(price.getByRole('radio', { name: `${edges[0]}–${edges[1]} $` })).toBeVisible();
    await expect(price).not.toContainText('₴');
    const list = page.getByRole('list', { name: search('results.listLabel') });
    await expect(list).toContainText(/\d+(,\d\d)?\s\$/);
    await expect(list).not.toContainText('₴');

    const band = price.getByRole('radio', { name: `${edges[0]}–${edges[1]} $` });
    const bandCount = await countAfter(page, { min: edges[0]! * 37, max: edges[1]! * 37 }, () => band.click());
    await expect(band).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`minPrice=${edges[0]! * 37}&maxPrice=${edges[1]! * 37}`));
    expect(bandCount).toBeGreaterThan(0);

    // The free range is typed in dollars and sent in hryvnia.
    await price.getByLabel(fill(text('uk', 'search', 'filters.price.min'), { symbol: '$' })).fill('20');
    await price.getByLabel(fill(text('uk', 'search', 'filters.price.max'), { symbol: '$' })).fill('30');
    const rangeCount = await countAfter(page, { min: 740, max: 1110 }, () => price.getByRole('button', { name: search('filters.price.apply') }).click());
    await expect(page).toHaveURL(/minPrice=740&maxPrice=1110/);
    expect(rangeCount).toBeGreaterThan(0);
  });
});

test.describe('search map without tiles', () => {
  test('says so once, stops asking the tile server, and the list is a tap away', async ({ page, request }) => {
    const tiles = await failTiles(page, request);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    await page.goto('/search?category=beauty-wellness&view=map');
    const map = page.getByRole('region', { name: search('map.label') });
    await expect(map.locator('.leaflet-container')).toBeVisible();
    const notice = map.getByRole('status');
    await expect(notice).toHaveText(new RegExp(escape(text('uk', 'map', 'tilesFailed'))));
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 15_000 });
    // The tile layer is removed after a few failures: no tile images remain.
    await expect(map.locator('img.leaflet-tile')).toHaveCount(0);
    const requestsAfterStop = tiles.count();
    const errorsAfterStop = consoleErrors.length;
    expect(requestsAfterStop).toBeGreaterThan(0);

    // Zooming and panning ask for nothing more and add no errors; the notice stays single.
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await map.getByRole('button', { name: 'Zoom in' }).click();
    const box = (await map.locator('.leaflet-container').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2 - 80, { steps: 5 });
    await page.mouse.up();
    await page.waitForTimeout(500);
    expect(tiles.count()).toBe(requestsAfterStop);
    expect(consoleErrors.length).toBe(errorsAfterStop);
    await expect(page.getByText(text('uk', 'map', 'tilesFailed'))).toHaveCount(1);

    await notice.getByRole('button', { name: search('map.showList') }).click();
    await expect(page).not.toHaveURL(/view=map/);
    await expect(page.getByRole('list', { name: search('results.listLabel') }).getByRole('article').first()).toBeVisible();
  });
});

/** A new, verified specialist with a business profile in Kyiv without coordinates. */
async function newSpecialist(request: APIRequestContext): Promise<Tokens> {
  const email = `e2e-map-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'MapPicker2026';
  const registered = await request.post('/api/v1/auth-enhanced/register', {
    data: { firstName: 'Ірина', lastName: 'Мапова', email, password, confirmPassword: password, userType: 'SPECIALIST', agreeToTerms: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const token = new URL(await outboxLink(request, email, 'verify-email')).searchParams.get('token');
  expect((await request.post('/api/v1/auth-enhanced/verify-email', { data: { token } })).ok()).toBe(true);
  const tokens = await logInThroughApi(request, email, password);
  const profile = await request.post('/api/v1/specialists/profile', {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
    data: { specialization: 'Масажистка', city: 'Київ', address: 'вул. Хрещатик, 1' },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  return tokens;
}

test.describe('specialist location on the map', () => {
  test('a click places the marker and sets the coordinates, dragging moves it, and they are saved', async ({ page, request }) => {
    test.setTimeout(90_000);
    const tokens = await newSpecialist(request);
    await failTiles(page, request);
    await openSignedIn(page, tokens, '/specialist/profile');
    const map = page.getByRole('region', { name: sc('profile.fields.mapPlace') });
    const container = map.locator('.leaflet-container');
    await expect(container).toBeVisible();
    await expect(page.getByText(sc('profile.fields.mapNone'))).toBeVisible();
    // Without tiles the picker still works, and says how.
    await expect(map.getByRole('status')).toContainText(text('uk', 'map', 'picker.tilesFailedHint'));

    const box = (await container.boundingBox())!;
    await container.click({ position: { x: box.width / 2 + 60, y: box.height / 2 + 40 } });
    const chosen = page.getByText(new RegExp(`^${escape(sc('profile.fields.mapChosen', { latitude: 'LAT', longitude: 'LNG' })).replace('LAT', '(-?\\d+\\.\\d{5})').replace('LNG', '(-?\\d+\\.\\d{5})')}$`));
    await expect(chosen).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);

    await page.getByText(sc('profile.fields.coordinatesManual'), { exact: true }).click();
    const latitude = page.getByLabel(sc('profile.fields.latitude'), { exact: true });
    const longitude = page.getByLabel(sc('profile.fields.longitude'), { exact: true });
    const clicked = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) };
    // Right of and below Kyiv, the centre of the opening view.
    expect(clicked.lat).toBeLessThan(50.4501);
    expect(clicked.lat).toBeGreaterThan(44);
    expect(clicked.lng).toBeGreaterThan(30.5234);
    expect(clicked.lng).toBeLessThan(41);

    // Drag the marker to the left: the longitude follows.
    const marker = (await map.locator('.leaflet-marker-icon').boundingBox())!;
    await page.mouse.move(marker.x + marker.width / 2, marker.y + marker.height - 4);
    await page.mouse.down();
    await page.mouse.move(marker.x + marker.width / 2 - 120, marker.y + marker.height - 4, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => Number(await longitude.inputValue())).toBeLessThan(clicked.lng - 0.5);
    const dragged = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) };

    await page.getByRole('button', { name: sc('profile.save'), exact: true }).click();
    await expect(page.getByText(sc('toasts.profileSaved'))).toBeVisible();
    const saved = await request.get('/api/v1/specialists/profile', { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
    const { profile } = ((await saved.json()) as { data: { profile: { latitude: number; longitude: number; city: string; address: string } } }).data;
    expect(profile).toMatchObject({ latitude: dragged.lat, longitude: dragged.lng, city: 'Київ', address: 'вул. Хрещатик, 1' });

    // After a reload the marker is back where it was saved.
    await page.reload();
    await expect(page.getByText(sc('profile.fields.mapChosen', { latitude: dragged.lat.toFixed(5), longitude: dragged.lng.toFixed(5) }))).toBeVisible();
    await expect(page.getByRole('region', { name: sc('profile.fields.mapPlace') }).locator('.leaflet-marker-icon')).toHaveCount(1);
  });
});
