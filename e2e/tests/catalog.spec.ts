import { expect, test, type APIRequestContext } from '@playwright/test';
import { text } from '../fixtures/locales';
import { DEMO, fillLoginForm } from '../fixtures/session';

/**
 * Public catalog pages in a real browser against the real API and its demo data (interface in
 * Ukrainian, the default): a service, its specialist, favourites of the demo customer and the
 * not-found state. The favourite test removes what it added, so runs do not depend on each other.
 */

const catalog = (key: string) => text('uk', 'catalog', key);

interface FoundService {
  id: string;
  name: string;
  price: number;
  specialist: { id: string; name: string };
}

/** The first demo service that matches "манікюр". */
async function findManicure(request: APIRequestContext): Promise<FoundService> {
  const response = await request.get('/api/v1/services?search=манікюр');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { services: FoundService[] } };
  const service = data.services[0];
  expect(service, 'a demo service matching "манікюр"').toBeDefined();
  return service as FoundService;
}

/** The price as the app shows it in hryvnia in Ukrainian (spec section 9): "650 ₴", "1 250 ₴", no-break spaces. */
const hryvnia = (amount: number) =>
  `${amount >= 1000 ? new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 0 }).format(Math.round(amount)) : String(amount)}\u00a0₴`;

test.describe('catalog pages', () => {
  test('a service page shows its name and price and links to its specialist', async ({ page, request }) => {
    const service = await findManicure(request);
    await page.goto(`/service/${service.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name);
    await expect(page.getByText(hryvnia(service.price), { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: catalog('reviews.title') })).toBeVisible();

    await page.getByRole('link', { name: catalog('service.viewProfile') }).click();
    await expect(page).toHaveURL(new RegExp(`/specialist/${service.specialist.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.specialist.name);
    await expect(page.getByText(catalog('specialist.completedJobs'))).toBeVisible();
    await expect(page.getByRole('link', { name: service.name }).first()).toBeVisible();
  });

  test('the demo customer favourites a service and finds it on /favorites', async ({ page, request }) => {
    const service = await findManicure(request);
    await page.goto(`/service/${service.id}`);
    // A guest is sent to login and comes back to the service.
    await page.getByRole('button', { name: catalog('favorite.add') }).click();
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=/);
    await fillLoginForm(page, DEMO.customer);
    await expect(page).toHaveURL(new RegExp(`/service/${service.id}$`));

    const add = page.getByRole('button', { name: catalog('favorite.add') });
    const remove = page.getByRole('button', { name: catalog('favorite.remove') });
    await expect(add.or(remove)).toBeEnabled();
    if (await add.isVisible()) await add.click();
    await expect(remove).toBeVisible();

    await page.goto('/favorites?tab=services');
    const panel = page.getByRole('tabpanel');
    await expect(page.getByRole('tab', { name: new RegExp(catalog('favorites.tabs.services')) })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('link', { name: service.name })).toBeVisible();

    // Clean up: remove it again from the favourites page.
    await panel.getByRole('button', { name: text('uk', 'catalog', 'favorites.removeNamed').replace('{{name}}', service.name) }).click();
    await expect(panel.getByRole('link', { name: service.name })).toHaveCount(0);
  });

  test('an unknown service shows the error with Retry', async ({ page }) => {
    await page.goto('/service/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalog('error.title'));
    await expect(page.getByText(catalog('error.serviceNotFound'))).toBeVisible();
    await expect(page.getByRole('button', { name: catalog('error.retry') })).toBeVisible();
  });
});
