import { expect, test } from '@playwright/test';
import { bearer, data, newReadySpecialist } from '../fixtures/api';
import { solidPng } from '../fixtures/images';
import { text } from '../fixtures/locales';
import { DEMO, logInThroughApi, openSignedIn } from '../fixtures/session';

/**
 * Issue #15 in a real browser against the real API (interface in Ukrainian): a fresh specialist
 * asks to be verified from Settings → Verification with three small generated documents (a PNG
 * and two PDFs) and sees the request under review, with no way to send a second one; the demo
 * admin approves it in the admin console; the verified badge then shows on the specialist's
 * public profile and the settings read "Verified".
 */
const v = (key: string) => text('uk', 'verification', key);
const adminText = (key: string) => text('uk', 'admin', key);
const pdf = (title: string) => Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Title (${title}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

test('a specialist requests verification, the admin approves it, and the badge appears on the public profile', async ({ page, browser, request }) => {
  // Two people, two browsers, a dozen pages' chunks loaded cold.
  test.setTimeout(90_000);
  const specialist = await newReadySpecialist(request, { prefix: 'e2e-verify', firstName: 'Віра', lastName: 'Перевірена', specialization: 'Масаж', address: 'вул. Хрещатик, 1' });

  await openSignedIn(page, specialist.tokens, '/specialist/settings?tab=verification');
  const status = page.getByTestId('verification-status');
  // The first signed-in page of a fresh server loads its chunks and data cold: more time than the default.
  await expect(status).toHaveAttribute('data-status', 'NOT_REQUESTED', { timeout: 20_000 });

  await page.getByLabel(v('documents.identityDocument.label'), { exact: true }).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: solidPng(16, 16) });
  await page.getByLabel(v('documents.businessLicense.label'), { exact: true }).setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdf('Licence') });
  await page.getByLabel(v('documents.professionalCertificate.label'), { exact: true }).setInputFiles({ name: 'diploma.pdf', mimeType: 'application/pdf', buffer: pdf('Diploma') });
  await expect(page.getByText('diploma.pdf')).toBeVisible();
  await page.getByLabel(v('additionalInfo')).fill('ФОП з 2020 року');
  await page.getByRole('button', { name: v('submit') }).click();

  await expect(status).toHaveAttribute('data-status', 'PENDING');
  await expect(status.getByText(v('statusLabel.PENDING'))).toBeVisible();
  await expect(page.getByRole('button', { name: v('submit') })).toHaveCount(0);
  const mine = await data<{ status: string; requestId: string; documents: Array<{ name: string }> }>(
    await request.get('/api/v1/specialists/verification/status', { headers: bearer(specialist.tokens) }),
    'verification status',
  );
  expect(mine.status).toBe('PENDING');
  expect(mine.documents.map((doc) => doc.name).sort()).toEqual(['businessLicense', 'identityDocument', 'professionalCertificate']);
  // A second request while this one waits is refused (the form is gone; the API says why).
  const again = await request.post('/api/v1/specialists/verification/request', {
    headers: bearer(specialist.tokens),
    multipart: { identityDocument: { name: 'id.png', mimeType: 'image/png', buffer: solidPng(8, 8) }, businessLicense: { name: 'l.pdf', mimeType: 'application/pdf', buffer: pdf('Again') } },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe('VERIFICATION_PENDING');

  // The admin approves it in the console.
  const admin = await logInThroughApi(request, DEMO.admin.email, DEMO.admin.password);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await openSignedIn(adminPage, admin, '/admin/dashboard?tab=verification');
  const card = adminPage.locator(`[data-verification-id="${mine.requestId}"]`);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: adminText('verification.approveNamed').replace('{{name}}', 'Віра Перевірена') }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: adminText('verification.approveConfirm') }).click();
  await expect(card).toHaveCount(0);
  await adminContext.close();

  // The badge on the public profile, and the specialist's own settings say so.
  await page.goto(`/specialist/${specialist.profileId}`);
  await expect(page.getByText(text('uk', 'catalog', 'specialist.verified')).first()).toBeVisible();
  await page.goto('/specialist/settings?tab=verification');
  await expect(page.getByTestId('verification-status')).toHaveAttribute('data-status', 'APPROVED');
});
