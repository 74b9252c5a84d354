import { expect, test, type Page } from '@playwright/test';
import { solidPng } from '../fixtures/images';
import { text } from '../fixtures/locales';
import { DEMO, logInThroughForm } from '../fixtures/session';

/**
 * The portfolio end to end (interface in Ukrainian, the default): the demo specialist uploads a
 * photo generated here, sees it in the grid, finds it on the public page, then deletes it.
 * The photo carries a unique caption, so the test never touches the demo data's own photos.
 */

const sc = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [name, value]) => s.replace(`{{${name}}}`, String(value)), text('uk', 'specialist-catalog', key));
const catalog = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [name, value]) => s.replace(`{{${name}}}`, String(value)), text('uk', 'catalog', key));

async function logInAsSpecialist(page: Page, returnTo: string) {
  await logInThroughForm(page, DEMO.specialist, returnTo);
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
}

test('a specialist adds a photo to the portfolio, it shows on the public page, and is deleted', async ({ page }) => {
  const caption = `Тестове фото ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await logInAsSpecialist(page, '/specialist/profile');
  const section = page.getByRole('region', { name: sc('portfolio.title') });
  await expect(section.getByRole('heading', { name: sc('portfolio.title') })).toBeVisible();

  // The form refuses a missing category with the translated rule before anything is sent.
  await section.getByRole('button', { name: sc('portfolio.add'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: sc('portfolio.upload.title') });
  await expect(dialog.getByText(sc('portfolio.upload.rules', { size: 5, width: 800, height: 600 }))).toBeVisible();
  await dialog.getByTestId('portfolio-file-input').setInputFiles({ name: 'workshop.png', mimeType: 'image/png', buffer: solidPng(64, 48, [37, 99, 235]) });
  await expect(dialog.getByRole('img', { name: sc('portfolio.upload.previewAlt') })).toBeVisible();
  await dialog.getByRole('button', { name: sc('portfolio.upload.submit'), exact: true }).click();
  await expect(dialog.getByText(text('uk', 'validation', 'portfolioCategoryRequired'))).toBeVisible();

  await dialog.getByLabel(new RegExp(`^${sc('portfolio.upload.category')}`)).selectOption('workshop');
  await dialog.getByLabel(sc('portfolio.upload.caption'), { exact: true }).fill(caption);
  await dialog.getByRole('button', { name: sc('portfolio.upload.submit'), exact: true }).click();
  await expect(page.getByText(sc('portfolio.toasts.uploaded'))).toBeVisible();
  await expect(dialog).toBeHidden();
  const thumbnail = section.getByRole('img', { name: caption });
  await expect(thumbnail).toBeVisible();
  // Served by the API after the server re-encoded it as JPEG.
  await expect(thumbnail).toHaveAttribute('src', /\/uploads\//);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The public page shows it in the gallery, and the lightbox opens on it.
  await section.getByRole('link', { name: sc('portfolio.viewPublic') }).click();
  await expect(page).toHaveURL(/\/specialist\/[^/]+$/);
  const gallery = page.getByRole('region', { name: catalog('portfolio.title') });
  await expect(gallery.getByRole('img', { name: caption })).toBeVisible();
  await gallery.getByRole('button', { name: catalog('portfolio.open', { name: caption }) }).click();
  const lightbox = page.getByRole('dialog', { name: caption });
  await expect(lightbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // Deleted after confirmation: gone from the grid and from the public page.
  await page.goto('/specialist/profile');
  await section.getByRole('button', { name: sc('portfolio.deletePhoto', { name: caption }) }).click();
  const confirm = page.getByRole('dialog', { name: sc('portfolio.delete.title') });
  await confirm.getByRole('button', { name: sc('portfolio.delete.confirm'), exact: true }).click();
  await expect(page.getByText(sc('portfolio.toasts.deleted'))).toBeVisible();
  await expect(section.getByRole('img', { name: caption })).toHaveCount(0);
  await section.getByRole('link', { name: sc('portfolio.viewPublic') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: caption })).toHaveCount(0);
});
