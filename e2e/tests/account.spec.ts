import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { text } from '../fixtures/locales';

/**
 * Profile and settings in a real browser against the real API. Every test signs up its own
 * customer (registration → verification link from the dev outbox → login), so tests never share
 * or change data that another test reads; one read-only test opens the demo customer.
 */

const PASSWORD = 'Account12345';
const uk = (key: string) => text('uk', 'account', key);

interface Session {
  email: string;
  accessToken: string;
  refreshToken: string;
}

async function signUpCustomer(request: APIRequestContext, firstName = 'Марта', lastName = 'Тестова'): Promise<Session> {
  const email = `account-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await request.post('/api/v1/auth-enhanced/register', {
    data: { firstName, lastName, email, password: PASSWORD, confirmPassword: PASSWORD, userType: 'CUSTOMER', agreeToTerms: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  const token = await verificationToken(request, email);
  const verified = await request.post('/api/v1/auth-enhanced/verify-email', { data: { token } });
  expect(verified.ok(), await verified.text()).toBe(true);

  return { email, ...(await logIn(request, email, PASSWORD)) };
}

type Outbox = { data: { messages: Array<{ to: string; links: string[] }> } | null };

/**
 * The token of the verification e-mail in the dev outbox. Polled: the e-mail may be written just
 * after registration answers, and a read that meets a half-written message fails (see report).
 */
async function verificationToken(request: APIRequestContext, email: string): Promise<string> {
  let token: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v1/dev/outbox');
        if (!response.ok()) return null;
        const outbox = (await response.json()) as Outbox;
        const link = outbox.data?.messages.find((m) => m.to === email)?.links.find((l) => l.includes('verify-email'));
        token = link ? new URL(link).searchParams.get('token') : null;
        return token;
      },
      { message: `verification e-mail to ${email} in the dev outbox`, timeout: 10_000 },
    )
    .toBeTruthy();
  return token!;
}

async function logIn(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/v1/auth-enhanced/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { tokens: { accessToken: string; refreshToken: string } } };
  return data.tokens;
}

/** Stores the session under the shell's keys once per tab (reloads keep what the app stored since). */
async function openSignedIn(page: Page, session: Pick<Session, 'accessToken' | 'refreshToken'>, path: string) {
  await page.addInitScript(([accessToken, refreshToken]) => {
    if (sessionStorage.getItem('e2e-session-seeded')) return;
    sessionStorage.setItem('e2e-session-seeded', '1');
    localStorage.clear();
    localStorage.setItem('auth_token', accessToken);
    localStorage.setItem('refresh_token', refreshToken);
  }, [session.accessToken, session.refreshToken] as const);
  await page.goto(path);
}

/** A valid RGB PNG of the given size (enough for the server to decode and resize). */
function makePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
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
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows.set([0, 87 + ((x * 4) % 100), 183], at); // a blue gradient
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('profile', () => {
  test('a new name shows in the sidebar and survives a reload', async ({ page, request }) => {
    const session = await signUpCustomer(request, 'Марта', 'Тестова');
    await openSignedIn(page, session, '/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uk('profile.title'));
    const firstName = page.getByLabel(uk('fields.firstName'), { exact: true });
    await expect(firstName).toHaveValue('Марта');
    await expect(page.getByLabel(uk('fields.email'))).toHaveValue(session.email);
    await expect(page.getByText(uk('profile.emailVerified'))).toBeVisible();

    await firstName.fill('Соломія');
    await page.getByRole('button', { name: uk('profile.save') }).click();
    await expect(page.getByText(uk('profile.saved'))).toBeVisible();
    await expect(page.locator('aside').getByText('Соломія Тестова')).toBeVisible();

    await page.reload();
    await expect(page.locator('aside').getByText('Соломія Тестова')).toBeVisible();
    await expect(page.getByLabel(uk('fields.firstName'), { exact: true })).toHaveValue('Соломія');
  });

  test('a name that is too short is refused on the field', async ({ page, request }) => {
    const session = await signUpCustomer(request);
    await openSignedIn(page, session, '/profile');
    const lastName = page.getByLabel(uk('fields.lastName'));
    await lastName.fill('Т');
    await page.getByRole('button', { name: uk('profile.save') }).click();
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(text('uk', 'validation', 'nameTooShort'))).toBeVisible();
    await expect(lastName).toBeFocused();
  });

  test('uploading a PNG shows the new photo, here and in the sidebar', async ({ page, request }) => {
    const session = await signUpCustomer(request);
    await openSignedIn(page, session, '/profile');
    await page.getByTestId('avatar-file-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(64, 64) });
    await expect(page.getByText(uk('avatar.previewNote'))).toBeVisible();
    await expect(page.locator('main img').first()).toHaveAttribute('src', /^data:image\/png;base64,/);

    await page.getByRole('button', { name: uk('avatar.save') }).click();
    await expect(page.getByText(uk('avatar.uploaded'))).toBeVisible();
    const photo = page.locator('main img').first();
    await expect(photo).toHaveAttribute('src', /^\/uploads\/avatars\/[\w-]+\.(webp|png|jpg)$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const src = await photo.getAttribute('src');
    await expect(page.locator(`aside img[src="${src}"]`)).toBeVisible();

    await page.reload();
    await expect(page.locator('main img').first()).toHaveAttribute('src', src!);
  });

  test('a text file renamed to .png is refused with the spec message', async ({ page, request }) => {
    const session = await signUpCustomer(request);
    await openSignedIn(page, session, '/profile');
    await page
      .getByTestId('avatar-file-input')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('These are my notes, not a picture.\n') });
    await expect(page.getByRole('alert')).toHaveText(text('uk', 'errors', 'codes.INVALID_FILE_TYPE'));
    await expect(page.getByRole('button', { name: uk('avatar.save') })).toHaveCount(0);
  });

  test('the demo customer sees the profile and the activity strip', async ({ page, request }) => {
    const tokens = await logIn(request, 'customer@vizyt.demo', 'Customer12345');
    await openSignedIn(page, tokens, '/profile');
    await expect(page.getByLabel(uk('fields.email'))).toHaveValue('customer@vizyt.demo');
    await expect(page.getByRole('region', { name: uk('stats.title') })).toContainText(uk('stats.totalSpent'));
  });
});

test.describe('settings', () => {
  test('switching to English in Language and region changes the interface, is saved and survives a reload', async ({ page, request }) => {
    const session = await signUpCustomer(request);
    await openSignedIn(page, session, '/settings?tab=language');
    await expect(page.getByRole('tab', { name: uk('tabs.language') })).toHaveAttribute('aria-selected', 'true');

    await page.getByLabel(uk('region.language')).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'account', 'settings.title'));
    await expect(page.getByRole('navigation', { name: text('en', 'common', 'nav.customerNavigation') })).toContainText(
      text('en', 'common', 'nav.profile'),
    );
    await expect(page.getByText(text('en', 'account', 'saveStatus.saved'))).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/settings\?tab=language$/);
    await expect(page.getByLabel(text('en', 'account', 'region.language'))).toHaveValue('en');

    const saved = await request.get('/api/v1/users/preferences', { headers: { Authorization: `Bearer ${session.accessToken}` } });
    expect(((await saved.json()) as { data: { language: string } }).data.language).toBe('en');
  });

  test('tabs follow the keyboard and the URL', async ({ page, request }) => {
    const session = await signUpCustomer(request);
    await openSignedIn(page, session, '/settings');
    const account = page.getByRole('tab', { name: uk('tabs.account') });
    await account.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('tab', { name: uk('tabs.notifications') })).toBeFocused();
    await expect(page).toHaveURL(/\?tab=notifications$/);
    await expect(page.getByRole('switch', { name: uk('notifications.email.label') })).toHaveAttribute('aria-checked', 'true');
  });

  test('changing the password keeps this session and the new password works', async ({ page, request }) => {
    const session = await signUpCustomer(request);
    await openSignedIn(page, session, '/settings');
    await page.getByLabel(uk('fields.currentPassword')).fill('Wrong12345');
    await page.getByLabel(uk('fields.newPassword'), { exact: true }).fill('Changed12345');
    await page.getByLabel(uk('fields.confirmPassword')).fill('Changed12345');
    await page.getByRole('button', { name: uk('password.submit') }).click();
    await expect(page.getByText(uk('validation.currentPasswordWrong'))).toBeVisible();

    await page.getByLabel(uk('fields.currentPassword')).fill(PASSWORD);
    await page.getByRole('button', { name: uk('password.submit') }).click();
    await expect(page.getByText(uk('password.changed'))).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
    await logIn(request, session.email, 'Changed12345');
  });

  test('deleting the account asks for the password, signs out and goes home', async ({ page, request }) => {
    const session = await signUpCustomer(request);
    await openSignedIn(page, session, '/settings');
    await page.getByRole('button', { name: uk('delete.open') }).click();
    const dialog = page.getByRole('dialog', { name: uk('delete.dialogTitle') });
    await expect(dialog).toBeVisible();
    const password = dialog.getByLabel(uk('delete.passwordLabel'));
    await expect(password).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: uk('delete.open') }).click();

    await dialog.getByRole('button', { name: uk('delete.confirm') }).click();
    await expect(dialog.getByText(text('uk', 'validation', 'required'))).toBeVisible();
    await dialog.getByLabel(uk('delete.passwordLabel')).fill('NotMyPassword1');
    await dialog.getByRole('button', { name: uk('delete.confirm') }).click();
    await expect(dialog.getByText(uk('validation.currentPasswordWrong'))).toBeVisible();

    await dialog.getByLabel(uk('delete.passwordLabel')).fill(PASSWORD);
    await dialog.getByRole('button', { name: uk('delete.confirm') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text('uk', 'landing', 'hero.title'));
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    const again = await request.post('/api/v1/auth-enhanced/login', { data: { email: session.email, password: PASSWORD } });
    expect(again.ok()).toBe(false);
  });
});
