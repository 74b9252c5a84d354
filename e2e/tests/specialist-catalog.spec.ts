import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { text } from '../fixtures/locales';
import { DEMO, logInThroughForm } from '../fixtures/session';

/**
 * The specialist's own catalog in a real browser against the real API (interface in Ukrainian,
 * the default). The demo specialist already has a profile and services; every test adds its own
 * uniquely named service and never touches the demo ones.
 */

const sc = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((s, [name, value]) => s.replace(`{{${name}}}`, value), text('uk', 'specialist-catalog', key));

/** A form control by its label, which may end with the required-field asterisk. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

async function logInAsSpecialist(page: Page, returnTo: string) {
  await logInThroughForm(page, DEMO.specialist, returnTo);
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
}

async function openNewServiceDialog(page: Page) {
  await page.getByRole('button', { name: sc('services.add'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: sc('form.createTitle') });
  await expect(dialog.getByLabel(labelled(sc('form.name')))).toBeVisible();
  return dialog;
}

async function searchFinds(request: APIRequestContext, name: string): Promise<boolean> {
  const response = await request.get('/api/v1/services', { params: { search: name, limit: 100 } });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { services: Array<{ name: string }> } };
  return data.services.some((service) => service.name === name);
}

test.describe('specialist services', () => {
  test('a service created through the form is listed, and found by search only while active', async ({ page, request }) => {
    const name = `Тестова послуга ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await logInAsSpecialist(page, '/specialist/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sc('services.title'));

    const dialog = await openNewServiceDialog(page);
    await dialog.getByLabel(labelled(sc('form.name'))).fill(name);
    await dialog.getByLabel(labelled(sc('form.description'))).fill('Послуга, створена браузерним тестом');
    await dialog.getByLabel(labelled(sc('form.category'))).selectOption('beauty-wellness');
    await dialog.getByLabel(labelled(sc('form.price'))).fill('450');
    await dialog.getByLabel(labelled(sc('form.duration'))).fill('45');
    await dialog.getByLabel(labelled(sc('weekdays.tuesday'))).check();
    await dialog.getByLabel(labelled(sc('weekdays.thursday'))).check();
    await dialog.getByLabel(labelled(sc('form.newSlot'))).fill('10:00');
    await dialog.getByRole('button', { name: sc('form.addSlot'), exact: true }).click();
    await expect(dialog.getByRole('button', { name: sc('form.removeSlot', { time: '10:00' }) })).toBeVisible();
    await dialog.getByRole('button', { name: sc('form.create'), exact: true }).click();

    await expect(page.getByText(sc('toasts.created'))).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('45');
    await expect(card).toContainText(`${sc('weekdaysShort.tuesday')}, ${sc('weekdaysShort.thursday')}`);
    await expect.poll(() => searchFinds(request, name), { message: 'the active service is found by search' }).toBe(true);

    const toggle = card.getByRole('switch', { name: sc('list.activeFor', { name }) });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(card).toContainText(sc('list.inactive'));
    await expect.poll(() => searchFinds(request, name), { message: 'the inactive service is hidden from search' }).toBe(false);

    // Still inactive after a reload: the PATCH reached the server.
    await page.reload();
    await expect(page.getByRole('article', { name }).getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });

  test('a price of 0 is refused on the field with the translated message', async ({ page }) => {
    await logInAsSpecialist(page, '/specialist/services');
    const dialog = await openNewServiceDialog(page);
    const price = dialog.getByLabel(labelled(sc('form.price')));
    await price.fill('0');
    await dialog.getByRole('button', { name: sc('form.create'), exact: true }).click();
    await expect(dialog.getByText(text('uk', 'validation', 'pricePositive'))).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    // The first invalid field (the name) gets focus.
    await expect(dialog.getByLabel(labelled(sc('form.name')))).toBeFocused();
  });
});

test('the business profile opens with the demo specialist’s data', async ({ page }) => {
  await logInAsSpecialist(page, '/specialist/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sc('profile.title'));
  await expect(page.getByLabel(labelled(sc('profile.fields.city')))).not.toHaveValue('');
  await expect(page.getByRole('heading', { name: sc('portfolio.title') })).toBeVisible();
});
