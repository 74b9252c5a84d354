import { expect, test } from '@playwright/test';
import { text } from '../fixtures/locales';
import { DEMO, logInThroughForm } from '../fixtures/session';

/**
 * Issue #4's story end to end: a specialist adds a service through the form; a customer finds it
 * with a misspelled query, opens it, favourites it, and sees it as a marker on the map.
 */
const sc = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text('uk', 'specialist-catalog', key));
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

test('a specialist’s new service is found by a misspelled query, opened, favourited and shown on the map', async ({ browser }) => {
  const name = 'Реставрація антикварних меблів';

  // The specialist adds the service.
  const specialistContext = await browser.newContext();
  const specialist = await specialistContext.newPage();
  await logInThroughForm(specialist, DEMO.specialist, '/specialist/services');
  await expect(specialist).toHaveURL(/\/specialist\/services$/);
  await specialist.getByRole('button', { name: sc('services.add'), exact: true }).click();
  const dialog = specialist.getByRole('dialog', { name: sc('form.createTitle') });
  await dialog.getByLabel(labelled(sc('form.name'))).fill(name);
  await dialog.getByLabel(labelled(sc('form.description'))).fill('Відновлення старовинних шаф, комодів і стільців зі збереженням патини.');
  await dialog.getByLabel(labelled(sc('form.category'))).selectOption('home-services');
  await dialog.getByLabel(labelled(sc('form.price'))).fill('1500');
  await dialog.getByLabel(labelled(sc('form.duration'))).fill('120');
  await dialog.getByLabel(labelled(sc('weekdays.monday'))).check();
  await dialog.getByLabel(labelled(sc('form.newSlot'))).fill('10:00');
  await dialog.getByRole('button', { name: sc('form.addSlot'), exact: true }).click();
  await dialog.getByRole('button', { name: sc('form.create'), exact: true }).click();
  await expect(specialist.getByRole('article', { name })).toBeVisible();
  await specialistContext.close();

  // A customer finds it with a typo ("рестоврація"), opens it and favourites it.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const query = encodeURIComponent('рестоврація меблів');
  await logInThroughForm(customer, DEMO.customer, `/search?q=${query}`);
  const results = customer.getByRole('list', { name: text('uk', 'search', 'results.listLabel') });
  await results.getByRole('link', { name }).first().click();
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(name);
  await customer.getByRole('button', { name: text('uk', 'catalog', 'favorite.add') }).click();
  await expect(customer.getByRole('button', { name: text('uk', 'catalog', 'favorite.remove') })).toBeVisible();
  await customer.goto('/favorites?tab=services');
  await expect(customer.getByRole('tabpanel').getByRole('link', { name })).toBeVisible();

  // The map view of the same search shows its marker.
  await customer.goto(`/search?q=${query}&view=map`);
  await expect(customer.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 15_000 });

  // Leave the shared demo customer as it was.
  await customer.goto('/favorites?tab=services');
  const panel = customer.getByRole('tabpanel');
  await panel.getByRole('button', { name: text('uk', 'catalog', 'favorites.removeNamed').replace('{{name}}', name) }).click();
  await expect(panel.getByRole('link', { name })).toHaveCount(0);
  await customerContext.close();
});
