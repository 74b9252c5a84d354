import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { text } from '../fixtures/locales';

/**
 * The portfolio end to end (interface in Ukrainian, the default): the demo specialist uploads a
 * photo generated here, sees it in the grid, finds it on the public page, then deletes it.
 * The photo carries a unique caption, so the test never touches the demo data's own photos.
 */

const DEMO_SPECIALIST = { email: 'specialist@vizyt.demo', password: 'Specialist12345' };
const sc = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [name, value]) => s.replace(`{{${name}}}`, String(value)), text('uk', 'specialist-catalog', key));
const catalog = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [name, value]) => s.replace(`{{${name}}}`, String(value)), text('uk', 'catalog', key));
const auth = (key: string) => text('uk', 'auth', key);

/** A valid RGB PNG of `width`×`height` filled with one colour, built from its chunks. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter method, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function logInAsSpecialist(page: Page, returnTo: string) {
  await page.goto(`/auth/login?returnUrl=${encodeURIComponent(returnTo)}`);
  await page.getByLabel(auth('fields.email'), { exact: true }).fill(DEMO_SPECIALIST.email);
  await page.getByLabel(auth('fields.password'), { exact: true }).fill(DEMO_SPECIALIST.password);
  await page.getByRole('button', { name: auth('login.submit'), exact: true }).click();
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
