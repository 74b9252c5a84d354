import { expect, test, type APIRequestContext } from '@playwright/test';
import { text } from '../fixtures/locales';
import { fillLoginForm, outboxLink } from '../fixtures/session';

/**
 * A specialist's first run in a real browser against the real API (interface in Ukrainian, the
 * default): register, confirm the e-mail, sign in, and be guided through business profile →
 * first service → working hours, the progress advancing with each save. The service is then on
 * /specialist/services and the working hours survive a reload of /specialist/schedule.
 */

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [name, value]) => s.replaceAll(`{{${name}}}`, String(value)), template);
const auth = (key: string) => text('uk', 'auth', key);
const ob = (key: string, values: Record<string, string | number> = {}) => fill(text('uk', 'onboarding', key), values);
const sc = (key: string, values: Record<string, string | number> = {}) => fill(text('uk', 'specialist-catalog', key), values);
const hours = (key: string, values: Record<string, string | number> = {}) => fill(text('uk', 'schedule', key), values);
const day = (weekday: string) => text('uk', 'schedule', `weekdays.${weekday}`);

/** A form control by its label, which may end with the required-field asterisk. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

async function verificationPath(request: APIRequestContext, email: string): Promise<string> {
  const url = new URL(await outboxLink(request, email, '/auth/verify-email'));
  return `${url.pathname}${url.search}`;
}

test('a new specialist registers and is guided through business profile → first service → working hours', async ({ page, request }) => {
  test.setTimeout(120_000);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `e2e-specialist-${unique}@example.com`;
  const password = 'Vizyt2026Test';
  const serviceName = `Перша послуга ${unique}`;

  // Registration as a specialist, e-mail confirmation from the dev outbox, sign-in.
  await page.goto('/auth/register?type=specialist');
  await expect(page.getByRole('radio', { name: auth('accountType.specialist.title') })).toBeChecked();
  await page.getByLabel(auth('fields.firstName')).fill('Тарас');
  await page.getByLabel(auth('fields.lastName')).fill('Новенький');
  await page.getByLabel(auth('fields.email'), { exact: true }).fill(email);
  await page.getByLabel(auth('fields.password'), { exact: true }).fill(password);
  await page.getByLabel(auth('fields.confirmPassword'), { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: auth('register.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(auth('checkEmail.title'));

  await page.goto(await verificationPath(request, email));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(auth('verify.doneTitle'));
  await page.getByRole('link', { name: auth('verify.signIn') }).click();
  await fillLoginForm(page, { email, password });

  // Without a business profile the specialist lands on the guided setup, at step 1.
  await expect(page).toHaveURL(/\/specialist\/get-started$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ob('title'));
  const progress = page.getByRole('progressbar', { name: ob('progress.label') });
  const stepTitle = page.getByRole('heading', { level: 2 }).first();
  await expect(page.getByText(ob('progress.stepOf', { current: 1, total: 3 }))).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(stepTitle).toHaveText(ob('steps.profile.title'));

  // Step 1: the business profile form.
  await page.getByLabel(labelled(sc('profile.fields.specialization'))).fill('Барбер');
  await page.getByLabel(labelled(sc('profile.fields.city'))).fill('Львів');
  await page.getByRole('button', { name: sc('profile.create'), exact: true }).click();

  // Step 2: the service form.
  await expect(page.getByText(ob('progress.stepOf', { current: 2, total: 3 }))).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await expect(stepTitle).toHaveText(ob('steps.service.title'));
  await page.getByLabel(labelled(sc('form.name'))).fill(serviceName);
  await page.getByLabel(labelled(sc('form.description'))).fill('Стрижка бороди та оформлення контуру');
  await page.getByLabel(labelled(sc('form.category'))).selectOption('beauty-wellness');
  await page.getByLabel(labelled(sc('form.price'))).fill('400');
  await page.getByLabel(labelled(sc('form.duration'))).fill('30');
  await page.getByLabel(labelled(sc('weekdays.monday'))).check();
  await page.getByLabel(labelled(sc('weekdays.saturday'))).check();
  await page.getByLabel(labelled(sc('form.newSlot'))).fill('11:00');
  await page.getByRole('button', { name: sc('form.addSlot'), exact: true }).click();
  await expect(page.getByRole('button', { name: sc('form.removeSlot', { time: '11:00' }) })).toBeVisible();
  await page.getByRole('button', { name: sc('form.create'), exact: true }).click();

  // Step 3: the working-hours editor, starting from Monday–Friday 09:00–18:00; Saturday added.
  await expect(page.getByText(ob('progress.stepOf', { current: 3, total: 3 }))).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '2');
  await expect(stepTitle).toHaveText(ob('steps.hours.title'));
  await expect(page.getByLabel(hours('hours.startOf', { day: day('monday'), n: 1 }))).toHaveValue('09:00');
  await page.getByRole('switch', { name: hours('hours.workingDay', { day: day('saturday') }) }).check();
  await page.getByLabel(hours('hours.startOf', { day: day('saturday'), n: 1 })).fill('10:00');
  await page.getByLabel(hours('hours.endOf', { day: day('saturday'), n: 1 })).fill('15:00');
  await page.getByRole('button', { name: hours('hours.save'), exact: true }).click();

  // Done: all three steps, and the ways on.
  await expect(page.getByRole('heading', { level: 2, name: ob('done.title') })).toBeVisible();
  await expect(page.getByText(ob('progress.allDone', { done: 3, total: 3 }))).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '3');
  await expect(page.getByRole('link', { name: ob('done.publicPage') })).toHaveAttribute('href', /^\/specialist\/[^/]+$/);

  // The service is in the specialist's list.
  await page.getByRole('link', { name: ob('done.services') }).click();
  await expect(page).toHaveURL(/\/specialist\/services$/);
  await expect(page.getByRole('article', { name: serviceName })).toBeVisible();

  // The working hours were saved: a reload of the schedule shows them.
  await page.goto('/specialist/schedule');
  await page.reload();
  await expect(page.getByLabel(hours('hours.startOf', { day: day('saturday'), n: 1 }))).toHaveValue('10:00');
  await expect(page.getByLabel(hours('hours.endOf', { day: day('saturday'), n: 1 }))).toHaveValue('15:00');
  await expect(page.getByLabel(hours('hours.startOf', { day: day('friday'), n: 1 }))).toHaveValue('09:00');
  await expect(page.getByRole('switch', { name: hours('hours.workingDay', { day: day('sunday') }) })).not.toBeChecked();

  // The flow is finished for good: the dashboard stays (no setup card), get-started shows the done state.
  await page.goto('/specialist/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('uk', 'pages', 'specialistDashboard.title'));
  await expect(page.getByRole('heading', { name: ob('card.title') })).toHaveCount(0);
});

test('a specialist who leaves after the profile sees the progress on the dashboard and resumes at the first service', async ({ page, request }) => {
  test.setTimeout(90_000);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `e2e-resume-${unique}@example.com`;
  const password = 'Vizyt2026Test';
  const registered = await request.post('/api/v1/auth-enhanced/register', {
    data: { firstName: 'Ірина', lastName: 'Перервана', email, password, confirmPassword: password, userType: 'SPECIALIST', agreeToTerms: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const token = new URL(await outboxLink(request, email, 'verify-email')).searchParams.get('token');
  expect((await request.post('/api/v1/auth-enhanced/verify-email', { data: { token } })).ok()).toBe(true);

  await page.goto('/auth/login');
  await fillLoginForm(page, { email, password });
  await expect(page).toHaveURL(/\/specialist\/get-started$/);

  // The services page without a profile leads into the setup, saying why.
  await page.goto('/specialist/services');
  await expect(page).toHaveURL(/\/specialist\/get-started\?from=services$/);
  await expect(page.getByText(ob('from.services'))).toBeVisible();

  await page.getByLabel(labelled(sc('profile.fields.specialization'))).fill('Репетиторка');
  await page.getByLabel(labelled(sc('profile.fields.city'))).fill('Одеса');
  await page.getByRole('button', { name: sc('profile.create'), exact: true }).click();
  await expect(page.getByText(ob('progress.stepOf', { current: 2, total: 3 }))).toBeVisible();

  // Away and back: the dashboard carries the progress and leads back to step 2.
  await page.goto('/specialist/dashboard');
  const card = page.getByRole('region', { name: ob('card.title') });
  await expect(card).toBeVisible();
  await expect(card.getByText(ob('progress.stepOf', { current: 2, total: 3 }))).toBeVisible();
  await card.getByRole('link', { name: ob('card.action') }).click();
  await expect(page).toHaveURL(/\/specialist\/get-started$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(ob('steps.service.title'));
});
