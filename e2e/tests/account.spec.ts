import { expect, test } from '@playwright/test';
import { solidPng } from '../fixtures/images';
import { text } from '../fixtures/locales';
import { logInThroughApi, openSignedIn, signUpCustomer as signUp } from '../fixtures/session';

/**
 * Profile and settings in a real browser against the real API. Every test signs up its own
 * customer (registration → verification link from the dev outbox → login), so tests never share
 * or change data that another test reads; one read-only test opens the demo customer.
 */

const PASSWORD = 'Account12345';
const uk = (key: string) => text('uk', 'account', key);

const signUpCustomer = (request: Parameters<typeof signUp>[0], firstName = 'Марта', lastName = 'Тестова') =>
  signUp(request, { firstName, lastName, prefix: 'account', password: PASSWORD });

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
    await page.getByTestId('avatar-file-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(64, 64, [0, 120, 183]) });
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
    const tokens = await logInThroughApi(request, 'customer@vizyt.demo', 'Customer12345');
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
    await logInThroughApi(request, session.email, 'Changed12345');
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
