import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../http/policies.js';
import { api } from '../../test/api.js';
import { buildCategory, buildService } from '../../test/factories.js';
import { buildVerificationRequest } from '../../test/verification-factories.js';
import { createVerificationRepository } from './verification.repository.js';
import { createVerificationService, type AuditWriter } from './verification.service.js';
import { verificationTestApp } from './verification.test-support.js';

/**
 * Verification of specialists through HTTP, the admins' side (issue #15): the queue, and
 * decisions that set the badge, notify and audit in one transaction. The specialist's side and
 * the privacy of the documents are verification.test.ts.
 */

const { db, app, container, person, specialist, goodUploads, sendRequest, status, adminDocument, approve, reject } = await verificationTestApp();

describe('verification: the admins decide', () => {
  it('the queue is for admins: guests 401, customers and specialists 403', async () => {
    expect((await request(app).get(api('/admin/verifications'))).status).toBe(401);
    for (const role of ['CUSTOMER', 'SPECIALIST'] as const) {
      const res = await request(app).get(api('/admin/verifications')).set((await person(role)).auth);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
  });

  it('PENDING oldest first (a queue); decided ones most recently decided first; paged', async () => {
    const admin = await person('ADMIN');
    const [a, b, c] = [await specialist(), await specialist(), await specialist()];
    const hour = 3_600_000;
    const now = Date.now();
    // Submitted c (oldest), then a, then b.
    const ra = await buildVerificationRequest(db, a.profile.id, { files: container.privateFiles, submittedAt: new Date(now - 100 * hour) });
    const rb = await buildVerificationRequest(db, b.profile.id, { files: container.privateFiles, submittedAt: new Date(now - 50 * hour) });
    const rc = await buildVerificationRequest(db, c.profile.id, { files: container.privateFiles, submittedAt: new Date(now - 200 * hour) });
    const res = await request(app).get(api('/admin/verifications')).query({ limit: 100 }).set(admin.auth);
    expect(res.status).toBe(200);
    const ids = (res.body.data.verifications as { id: string }[]).map((v) => v.id);
    const ours = ids.filter((id) => [ra.id, rb.id, rc.id].includes(id));
    expect(ours).toEqual([rc.id, ra.id, rb.id]);
    const first = res.body.data.verifications.find((v: { id: string }) => v.id === ra.id);
    expect(first).toMatchObject({
      status: 'PENDING',
      specialist: { id: a.profile.id, userId: a.user.id, firstName: 'Олена', lastName: 'Коваль', email: a.user.email, businessName: 'Студія «Нігтик»', isVerified: false },
      reason: null,
      decidedAt: null,
      decidedBy: null,
    });
    expect(first.documents.map((d: { url: string }) => d.url)).toEqual([
      api(`/admin/verifications/${ra.id}/documents/professionalCertificate`),
      api(`/admin/verifications/${ra.id}/documents/identityDocument`),
    ]);
    const page = await request(app).get(api('/admin/verifications')).query({ status: 'PENDING', page: 2, limit: 1 }).set(admin.auth);
    expect(page.body.data).toMatchObject({ page: 2, total: res.body.data.total, totalPages: res.body.data.total });
    expect(page.body.data.verifications).toHaveLength(1);

    // Decided: c first, then a → a is the most recent decision.
    expect((await reject(admin.auth, rc.id, { reason: 'Скан нечитабельний' })).status).toBe(200);
    expect((await reject(admin.auth, ra.id, { reason: 'Документ прострочений' })).status).toBe(200);
    const decided = await request(app).get(api('/admin/verifications')).query({ status: 'REJECTED', limit: 100 }).set(admin.auth);
    const rejectedIds = (decided.body.data.verifications as { id: string }[]).map((v) => v.id).filter((id) => [ra.id, rc.id].includes(id));
    expect(rejectedIds).toEqual([ra.id, rc.id]);
    expect(decided.body.data.verifications[0]).toMatchObject({ decidedBy: { id: admin.user.id, name: 'Олена Коваль' } });
    expect((await request(app).get(api('/admin/verifications')).query({ status: 'WAITING' }).set(admin.auth)).status).toBe(400);
  });

  it('approval: the badge on the public profile, the service and in search; a notification; an audit entry', async () => {
    const admin = await person('ADMIN');
    const category = await buildCategory(db);
    const me = await specialist();
    const service = await buildService(db, { specialistId: me.profile.id, categoryId: category.id });
    const id = (await sendRequest(me.auth, await goodUploads())).body.data.requestId as string;
    const badges = async () => ({
      profile: (await request(app).get(api(`/specialists/${me.profile.id}/public`))).body.data,
      service: (await request(app).get(api(`/services/${service.id}`))).body.data,
      search: (await request(app).get(api('/services')).query({ category: category.id })).body.data,
    });
    const before = await badges();
    expect(JSON.stringify(before)).not.toContain('"isVerified":true');

    const res = await approve(admin.auth, id);
    expect(res.status).toBe(200);
    expect(res.body.data.verification).toMatchObject({ id, status: 'APPROVED', reason: null, decidedBy: { id: admin.user.id }, specialist: { isVerified: true } });

    const after = await badges();
    expect(JSON.stringify(after.profile)).toContain('"isVerified":true');
    expect(JSON.stringify(after.service)).toContain('"isVerified":true');
    const found = after.search.services.find((s: { id: string }) => s.id === service.id);
    expect(found.specialist.isVerified).toBe(true);

    expect((await status(me.auth)).body.data).toMatchObject({ status: 'APPROVED', reason: null, requestId: id });
    const notification = await db.notification.findFirstOrThrow({ where: { userId: me.user.id, type: 'verification_approved' } });
    expect(notification.link).toBe('/specialist/settings?tab=verification');
    const audit = await db.auditLogEntry.findFirstOrThrow({ where: { targetId: id } });
    expect(audit).toMatchObject({ actorId: admin.user.id, action: 'verification.approve', targetType: 'verification' });
    expect(audit.details).toMatchObject({ specialistId: me.profile.id });

    // Decided: approving or rejecting again is 409, and changes nothing.
    const again = await approve(admin.auth, id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CONFLICT');
    expect((await reject(admin.auth, id, { reason: 'Передумали зовсім' })).status).toBe(409);
    expect(await db.auditLogEntry.count({ where: { targetId: id } })).toBe(1);
    expect((await db.specialistProfile.findUniqueOrThrow({ where: { id: me.profile.id } })).isVerified).toBe(true);
  });

  it('rejection needs a reason (400, nothing changed); with one: REJECTED, shown to the specialist, notified, audited; they may ask again', async () => {
    const admin = await person('ADMIN');
    const me = await specialist();
    const id = (await sendRequest(me.auth, await goodUploads())).body.data.requestId as string;
    for (const body of [{}, { reason: '' }, { reason: 'ні' }, { reason: 'x'.repeat(1001) }, { reason: 42 }]) {
      const res = await reject(admin.auth, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
    expect((await db.verificationRequest.findUniqueOrThrow({ where: { id } })).status).toBe('PENDING');
    expect(await db.auditLogEntry.count({ where: { targetId: id } })).toBe(0);
    expect(await db.notification.count({ where: { userId: me.user.id } })).toBe(0);

    const res = await reject(admin.auth, id, { reason: '  Фото паспорта розмите  ' });
    expect(res.status).toBe(200);
    expect(res.body.data.verification).toMatchObject({ status: 'REJECTED', reason: 'Фото паспорта розмите', specialist: { isVerified: false } });
    expect((await status(me.auth)).body.data).toMatchObject({ status: 'REJECTED', reason: 'Фото паспорта розмите', requestId: id });
    const notification = await db.notification.findFirstOrThrow({ where: { userId: me.user.id, type: 'verification_rejected' } });
    expect(notification.params).toMatchObject({ reason: 'Фото паспорта розмите' });
    const audit = await db.auditLogEntry.findFirstOrThrow({ where: { targetId: id } });
    expect(audit).toMatchObject({ action: 'verification.reject', details: { reason: 'Фото паспорта розмите' } });

    const again = await sendRequest(me.auth, await goodUploads(), 'Новий скан паспорта');
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ status: 'PENDING', reason: null, additionalInfo: 'Новий скан паспорта' });
    expect(again.body.data.requestId).not.toBe(id);
    // The old request and its documents stay for the record (admins can still open them).
    expect((await adminDocument(admin.auth, id, 'identityDocument')).status).toBe(200);
  });

  it('unknown requests are 404; customers and specialists may not decide (403), guests 401', async () => {
    const admin = await person('ADMIN');
    expect((await approve(admin.auth, randomUUID())).status).toBe(404);
    expect((await reject(admin.auth, 'nope', { reason: 'Немає такого запиту' })).status).toBe(404);
    const me = await specialist();
    const id = (await sendRequest(me.auth, await goodUploads())).body.data.requestId as string;
    for (const caller of [me, await person('CUSTOMER')]) {
      expect((await approve(caller.auth, id)).status).toBe(403);
      expect((await reject(caller.auth, id, { reason: 'Сам собі відмовляю' })).status).toBe(403);
    }
    expect((await approve({}, id)).status).toBe(401);
    expect((await db.verificationRequest.findUniqueOrThrow({ where: { id } })).status).toBe('PENDING');
  });

  it('one transaction: when the audit entry or the notification cannot be written, the decision and the badge roll back', async () => {
    const me = await specialist();
    const request_ = await buildVerificationRequest(db, me.profile.id, { files: container.privateFiles });
    const repo = createVerificationRepository(db);
    const unchanged = async () => {
      expect((await db.verificationRequest.findUniqueOrThrow({ where: { id: request_.id } })).status).toBe('PENDING');
      expect((await db.specialistProfile.findUniqueOrThrow({ where: { id: me.profile.id } })).isVerified).toBe(false);
      expect(await db.auditLogEntry.count({ where: { targetId: request_.id } })).toBe(0);
      expect(await db.notification.count({ where: { userId: me.user.id } })).toBe(0);
    };

    // The audit table as the admin module writes it (routes.ts gives the service its recordAudit).
    const audit: AuditWriter = async (tx, entry) => {
      await tx.auditLogEntry.create({ data: { ...entry, details: entry.details as object } });
    };
    // An audit entry by an account that does not exist breaks its foreign key.
    const real = createVerificationService({ repo, files: container.privateFiles, notifications: container.notificationOutbox, audit });
    const ghost: Actor = { userId: randomUUID(), role: 'ADMIN', sessionId: randomUUID() };
    await expect(real.approve(ghost, request_.id)).rejects.toThrow();
    await unchanged();

    // The notification outbox fails after the audit entry was written.
    const admin = await person('ADMIN');
    const broken = createVerificationService({ repo, files: container.privateFiles, notifications: { recordIn: async () => Promise.reject(new Error('outbox down')) }, audit });
    await expect(broken.reject(admin.actor, request_.id, 'Скан нечитабельний')).rejects.toThrow('outbox down');
    await unchanged();

    // And with everything working, all of it lands together.
    await real.approve(admin.actor, request_.id);
    expect((await db.specialistProfile.findUniqueOrThrow({ where: { id: me.profile.id } })).isVerified).toBe(true);
    expect(await db.auditLogEntry.count({ where: { targetId: request_.id } })).toBe(1);
    expect(await db.notification.count({ where: { userId: me.user.id, type: 'verification_approved' } })).toBe(1);
  });
});
