import { expect, test } from '@playwright/test';
import { seriousViolations, switchTheme } from '../fixtures/axe';
import { text } from '../fixtures/locales';
import { DEMO, logInThroughApi, openSignedIn } from '../fixtures/session';
import { closeToastsInTheWay } from '../fixtures/toasts';

/**
 * Issue #26, item 23: on Ukrainian pages dates read dd.MM.yyyy and times 24-hour HH:mm, not the
 * browser's mm/dd/yyyy and AM/PM (the native inputs are gone). The specialist's schedule at 800 px:
 * the vacation dialog's dates, its calendar (Ukrainian, keyboard, axe-clean), and the slot dialog's
 * times typed loosely. Nothing is saved: both dialogs are closed with Escape.
 */
test.use({ viewport: { width: 800, height: 900 } });
test.beforeEach(async ({ page }) => closeToastsInTheWay(page));

const s = (key: string) => text('uk', 'schedule', key);
const c = (key: string) => text('uk', 'common', key);
const ZONE = 'Europe/Kyiv';

/** A day `days` after today in Kyiv, as yyyy-MM-dd. */
const dayAfterToday = (days: number): string => {
  const date = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const dotted = (iso: string) => iso.split('-').reverse().join('.');

test('the schedule shows dates as dd.MM.yyyy with a Ukrainian calendar, and time as 24-hour HH:mm', async ({ page, request }) => {
  const anchor = dayAfterToday(10);
  const session = await logInThroughApi(request, DEMO.specialist.email, DEMO.specialist.password);
  await openSignedIn(page, session, `/specialist/schedule?view=week&date=${anchor}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(s('title'));
  await expect(page.locator('input[type="date"], input[type="time"], input[type="datetime-local"]')).toHaveCount(0);

  // Working hours: every time field reads HH:mm (no AM/PM).
  const times = page.getByPlaceholder(c('dateTime.timePlaceholder'));
  await expect(times.first()).toBeVisible();
  for (const value of await times.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))) {
    expect(value).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
  }

  // Vacation: the first day reads dd.MM.yyyy; the calendar is Ukrainian, starts on Monday and works by keyboard.
  await page.getByRole('button', { name: s('vacation.add'), exact: true }).click();
  const vacation = page.getByRole('dialog', { name: s('vacation.title') });
  const firstDay = vacation.getByLabel(new RegExp(`^${s('vacation.startDate')}`));
  await expect(firstDay).toHaveValue(dotted(anchor));
  await expect(firstDay).toHaveAttribute('placeholder', 'дд.мм.рррр');
  await vacation.getByRole('button', { name: c('dateTime.openCalendar') }).first().click();
  const calendar = page.getByRole('dialog', { name: c('dateTime.calendar') });
  await expect(calendar).toBeVisible();
  await expect(calendar).toContainText(/пн.*вт.*ср.*чт.*пт.*сб.*нд/i);
  // axe on the open calendar in both themes (the app follows the system theme live).
  for (const colorScheme of ['dark', 'light'] as const) {
    await switchTheme(page, colorScheme);
    expect(await seriousViolations(page), colorScheme).toEqual([]);
  }
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(firstDay).toHaveValue(dotted(dayAfterToday(11)));
  // Typed the Ukrainian way, loosely.
  await firstDay.fill('1.2.2030');
  await firstDay.blur();
  await expect(firstDay).toHaveValue('01.02.2030');
  await firstDay.press('Escape');
  await expect(vacation).toBeHidden();

  // A slot: times typed as "9:5" and "1730" become 09:05 and 17:30; a wrong one is refused in Ukrainian.
  await page.getByRole('button', { name: s('slot.add'), exact: true }).click();
  const slot = page.getByRole('dialog', { name: s('slot.createTitle') });
  await expect(slot.getByLabel(new RegExp(`^${s('slot.date')}`))).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
  const start = slot.getByLabel(new RegExp(`^${s('slot.startTime')}`));
  const end = slot.getByLabel(new RegExp(`^${s('slot.endTime')}`));
  await start.fill('9:5');
  await start.blur();
  await expect(start).toHaveValue('09:05');
  await end.fill('1730');
  await end.blur();
  await expect(end).toHaveValue('17:30');
  await end.fill('25:61');
  await end.blur();
  await expect(slot.getByText(c('dateTime.invalidTime'))).toBeVisible();
  await end.press('Escape');
  await expect(slot).toBeHidden();
});
