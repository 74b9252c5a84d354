import { expect, test, type APIRequestContext } from '@playwright/test';
import { text } from '../fixtures/locales';
import { DEMO, logInThroughApi, logInThroughForm } from '../fixtures/session';
import { closeToastsInTheWay } from '../fixtures/toasts';

// No test here is about toasts; other tests' bookings toast the demo specialist meanwhile.
test.beforeEach(async ({ page }) => closeToastsInTheWay(page));

/**
 * Issue #5, /specialist/schedule in a real browser against the real API (interface in
 * Ukrainian): the demo specialist opens Sunday (a day off: none of the demo services runs on
 * Sundays, so nothing other specs book changes), saves evening hours, adds a blocked slot that
 * repeats weekly on Saturday and Sunday evenings, sees it in the week and month views and
 * deletes it. The original hours are put back whatever happens.
 */
const s = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((out, [name, value]) => out.replace(`{{${name}}}`, value), text('uk', 'schedule', key));
const ZONE = 'Europe/Kyiv';

/** The next Sunday after today in Kyiv, as YYYY-MM-DD. */
const nextSunday = (): string => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + (7 - date.getUTCDay() || 7));
  return date.toISOString().slice(0, 10);
};

interface Entry {
  id: string;
  reason: string | null;
}

async function api(request: APIRequestContext) {
  const { accessToken } = await logInThroughApi(request, DEMO.specialist.email, DEMO.specialist.password);
  const headers = { Authorization: `Bearer ${accessToken}` };
  return {
    async availability() {
      const response = await request.get('/api/v1/specialists/availability', { headers });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { data: { workingHours: Record<string, unknown>; timezone: string } }).data;
    },
    async putWorkingHours(body: unknown) {
      const response = await request.put('/api/v1/specialists/availability/working-hours', { headers, data: body });
      expect(response.ok(), await response.text()).toBe(true);
    },
    async slots(): Promise<Entry[]> {
      const response = await request.get('/api/v1/availability/specialists/availability/blocks', { headers });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { data: { blocks: Entry[] } }).data.blocks;
    },
    async deleteSlot(id: string) {
      await request.delete(`/api/v1/availability/specialists/availability/blocks/${id}`, { headers });
    },
  };
}

test('the specialist edits working hours and adds, sees and deletes a weekly blocked slot', async ({ page, request }) => {
  const server = await api(request);
  const original = await server.availability();
  const reason = `Е2Е блок ${Date.now().toString(36)}`;
  const sunday = nextSunday();

  try {
    await logInThroughForm(page, DEMO.specialist, '/specialist/schedule');
    await expect(page).toHaveURL(/\/specialist\/schedule/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s('title'));

    // Working hours: Sunday on, 20:00–22:00.
    const sundayName = s('weekdays.sunday');
    const sundaySwitch = page.getByRole('switch', { name: s('hours.workingDay', { day: sundayName }) });
    if (await sundaySwitch.isChecked()) await sundaySwitch.uncheck();
    await sundaySwitch.check();
    await page.getByLabel(s('hours.startOf', { day: sundayName, n: '1' }), { exact: true }).fill('20:00');
    await page.getByLabel(s('hours.endOf', { day: sundayName, n: '1' }), { exact: true }).fill('22:00');
    await page.getByRole('button', { name: s('hours.save'), exact: true }).click();
    await expect(page.getByText(s('hours.saved'))).toBeVisible();
    await expect.poll(async () => (await server.availability()).workingHours.sunday).toEqual([{ start: '20:00', end: '22:00' }]);

    // A blocked slot next Sunday 20:30–21:00, weekly on Saturday and Sunday.
    await page.goto(`/specialist/schedule?view=week&date=${sunday}`);
    await page.getByRole('button', { name: s('slot.add'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: s('slot.createTitle') });
    await dialog.getByLabel(new RegExp(`^${s('slot.date')}`)).fill(sunday.split('-').reverse().join('.'));
    await dialog.getByLabel(new RegExp(`^${s('slot.startTime')}`)).fill('20:30');
    await dialog.getByLabel(new RegExp(`^${s('slot.endTime')}`)).fill('21:00');
    await expect(dialog.getByLabel(s('slot.available'), { exact: true })).not.toBeChecked();
    await dialog.getByLabel(s('slot.reason')).fill(reason);
    await dialog.getByLabel(s('slot.repeatWeekly'), { exact: true }).check();
    await expect(dialog.getByLabel(s('weekdays.sunday'), { exact: true })).toBeChecked();
    await dialog.getByLabel(s('weekdays.saturday'), { exact: true }).check();
    await dialog.getByRole('button', { name: s('slot.create'), exact: true }).click();
    await expect(page.getByText(s('slot.created'))).toBeVisible();
    await expect(dialog).toBeHidden();

    // Week view: from its date on, so only on Sunday of this week, at 20:30 …
    const weekItems = page.locator('section[aria-label] button[data-kind="blocked"]').filter({ hasText: reason });
    await expect(weekItems).toHaveCount(1);
    await expect(weekItems.first()).toHaveAttribute('data-from', String(20 * 60 + 30));
    await expect(weekItems.first()).toHaveAccessibleName(new RegExp(`${s('kinds.blocked')}: ${reason}, .*20:30–21:00, ${s('kinds.weekly')}`));
    // … and on Saturday and Sunday of the next week.
    await page.getByRole('button', { name: s('nav.next.week'), exact: true }).click();
    await expect(weekItems).toHaveCount(2);
    await expect(weekItems.first()).toHaveAttribute('data-from', String(20 * 60 + 30));
    await page.getByRole('button', { name: s('nav.previous.week'), exact: true }).click();
    await expect(weekItems).toHaveCount(1);

    // Month view: the day is marked blocked.
    await page.getByRole('button', { name: s('views.month'), exact: true }).click();
    const cell = page.getByRole('grid').locator(`[data-date="${sunday}"]`);
    await expect(cell).toHaveAccessibleName(new RegExp(s('month.blocked_one', { count: '1' })));
    await cell.click();
    await expect(page).toHaveURL(new RegExp(`view=week&date=${sunday}`));

    // Delete it from the week view.
    await weekItems.last().click();
    const edit = page.getByRole('dialog', { name: s('slot.editTitle') });
    await expect(edit.getByLabel(s('slot.reason'))).toHaveValue(reason);
    await edit.getByRole('button', { name: s('slot.delete'), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: s('delete.title.slot') });
    await expect(confirm).toContainText(s('delete.repeating'));
    await confirm.getByRole('button', { name: s('delete.confirm'), exact: true }).click();
    await expect(page.getByText(s('delete.done'))).toBeVisible();
    await expect(weekItems).toHaveCount(0);
    await expect.poll(async () => (await server.slots()).some((e) => e.reason === reason)).toBe(false);
  } finally {
    for (const entry of await server.slots()) if (entry.reason === reason) await server.deleteSlot(entry.id);
    await server.putWorkingHours({ workingHours: original.workingHours, timezone: original.timezone });
  }
});
