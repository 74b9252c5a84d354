import { expect, test } from '@playwright/test';
import { DEMO, logInThroughApi, openSignedIn, signUpCustomer } from '../fixtures/session';

/**
 * Issue #26 item 16 end to end (two browsers, the real API and its socket): a customer writes to
 * Vizyt support from the help page's live chat and lands in the conversation in Messages; an admin
 * finds it in the console's Support tab, unanswered, and answers; the answer reaches the customer's
 * open thread without a reload.
 */
test('a customer writes to support from /help, an admin answers in the console, the customer sees the answer', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const customer = await signUpCustomer(request, { prefix: 'e2e-support', firstName: 'Ганна', lastName: `Підтримченко${stamp}` });
  const admin = await logInThroughApi(request, DEMO.admin.email, DEMO.admin.password);

  const customerPage = await (await browser.newContext()).newPage();
  const adminPage = await (await browser.newContext()).newPage();

  const question = `Як змінити мову листів? ${stamp}`;
  const socketOpen = customerPage.waitForEvent('websocket', { timeout: 45_000 });
  await openSignedIn(customerPage, customer, '/help');
  await customerPage.getByTestId('live-chat-open').click();
  await customerPage.getByTestId('live-chat-input').fill(question);
  await customerPage.getByTestId('live-chat-send').click();
  await expect(customerPage).toHaveURL(/\/messages\?c=/);
  await expect(customerPage.getByTestId('message-bubble').filter({ hasText: question })).toBeVisible();
  // The conversation is with Vizyt support, named in the interface language (Ukrainian here).
  await expect(customerPage.getByTestId('conversation-item').filter({ hasText: 'Підтримка Vizyt' })).toBeVisible();
  await socketOpen;

  await openSignedIn(adminPage, admin, '/admin/dashboard?tab=support');
  const row = adminPage.getByTestId('support-thread').filter({ hasText: `Підтримченко${stamp}` });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByTestId('support-unread')).toHaveText('1');
  await row.click();
  await expect(adminPage.getByTestId('support-message').filter({ hasText: question })).toBeVisible();
  const reply = `Відкрийте «Налаштування» → «Мова». ${stamp}`;
  await adminPage.getByTestId('support-answer-input').fill(reply);
  await adminPage.getByTestId('support-answer-send').click();
  await expect(adminPage.getByTestId('support-message').filter({ hasText: reply })).toBeVisible();
  // Answered: no unread badge on the conversation any more.
  await expect(row.getByTestId('support-unread')).toHaveCount(0);

  // The customer's open thread receives the answer live.
  await expect(customerPage.getByTestId('message-bubble').filter({ hasText: reply })).toBeVisible({ timeout: 15_000 });
});
