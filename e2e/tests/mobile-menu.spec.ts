import { expect, test, type Locator, type Page } from '@playwright/test';
import { text } from '../fixtures/locales';
import { DEMO, logInThroughApi, openSignedIn } from '../fixtures/session';

/**
 * The slide-in menu of phones (spec section 2, Layouts) at 375 px: it slides in over the page,
 * the page behind does not scroll, and it closes on a followed link, on Escape and when the
 * window widens past the width it exists for. The guest header and the dashboards share it.
 */

const common = (key: string) => text('uk', 'common', key);
const PHONE = { width: 375, height: 740 };

test.use({ viewport: PHONE });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);
/** Waits for the panel's slide-in to end. */
const settled = (panel: Locator) => panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)).then(() => undefined));

test.describe('guest menu on a phone', () => {
  test('slides in from the right over the page, which does not scroll behind it', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: common('actions.openMenu') });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    // Slow motion (1/20), so the slide can be watched.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.05 });
    await open.click();

    const menu = page.getByRole('dialog', { name: common('header.mainNavigation') });
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(await menu.evaluate((element) => getComputedStyle(element).animationName)).toBe('slide-in-right');
    // On its way in, the panel is still partly beyond the right edge …
    const moving = (await menu.boundingBox())!;
    expect(moving.x + moving.width).toBeGreaterThan(PHONE.width + 10);
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await settled(menu);
    // … and ends against it, full height, leaving a strip of the dimmed page.
    const box = (await menu.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(PHONE.width);
    expect(Math.round(box.height)).toBe(PHONE.height);
    expect(box.width).toBeLessThan(PHONE.width);
    await expect(menu.getByRole('link', { name: common('header.services') })).toBeVisible();
    await expect(menu.getByRole('button', { name: common('actions.closeMenu') })).toBeFocused();

    // Wheel over the dimmed page and keys: the page stays where it was.
    expect(await bodyOverflow(page)).toBe('hidden');
    await page.mouse.move(30, 500);
    await page.mouse.wheel(0, 900);
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(0);

    // Closed, the same wheel scrolls the page: the lock was what held it.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.mouse.wheel(0, 900);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });

  test('keeps focus inside, closes on Escape and gives focus back to the button', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: common('actions.openMenu') });
    await open.click();
    const menu = page.getByRole('dialog', { name: common('header.mainNavigation') });
    const close = menu.getByRole('button', { name: common('actions.closeMenu') });
    await expect(close).toBeFocused();

    // Shift+Tab from the first control lands on the last one (get started), Tab wraps back.
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: common('actions.getStarted') })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(await bodyOverflow(page)).toBe('');
  });

  test('closes when a link is followed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: common('actions.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: common('header.mainNavigation') });
    await menu.getByRole('link', { name: common('header.services') }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(menu).toBeHidden();
    expect(await bodyOverflow(page)).toBe('');
  });

  test('closes when the window widens to the desktop header, and stays closed when it narrows again', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: common('actions.openMenu') });
    await open.click();
    const menu = page.getByRole('dialog', { name: common('header.mainNavigation') });
    await expect(menu).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toBeHidden();
    await expect(page.getByRole('banner').getByRole('navigation', { name: common('header.mainNavigation') })).toBeVisible();
    expect(await bodyOverflow(page)).toBe('');

    await page.setViewportSize(PHONE);
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });
});

test.describe('dashboard menu on a phone', () => {
  test('the customer menu behaves the same: Escape, a followed link and a wider window close it', async ({ page, request }) => {
    const session = await logInThroughApi(request, DEMO.customer.email, DEMO.customer.password);
    await openSignedIn(page, session, '/dashboard');
    const open = page.getByRole('button', { name: common('actions.openMenu') });
    const menu = page.getByRole('dialog', { name: common('nav.customerNavigation') });

    await open.click();
    await expect(menu).toBeVisible();
    expect(await menu.evaluate((element) => getComputedStyle(element).animationName)).toBe('slide-in');
    await expect(menu.getByRole('button', { name: common('actions.closeMenu') })).toBeFocused();
    expect(await bodyOverflow(page)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await menu.getByRole('link', { name: common('nav.bookings') }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(menu).toBeHidden();

    await open.click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toBeHidden();
    await expect(page.getByRole('navigation', { name: common('nav.customerNavigation') })).toBeVisible();
    expect(await bodyOverflow(page)).toBe('');
  });
});
