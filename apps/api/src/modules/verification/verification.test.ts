import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../test/accounts.js';
import { api } from '../../test/api.js';
import { buildVerificationRequest, tinyPdf, tinyPng } from '../../test/verification-factories.js';
import { verificationTestApp, type Upload } from './verification.test-support.js';

/**
 * Verification of specialists through HTTP (issue #15): requests with documents judged by their
 * bytes, one PENDING at a time, private documents read only by their owner and admins, the
 * admins' queue, and decisions that set the badge, notify and audit in one transaction.
 */

const { db, app, container, dataDir, storedFiles, person, specialist, goodUploads, sendRequest, status, ownDocument, adminDocument, reject, footprint } = await verificationTestApp();

describe('verification: a specialist asks', () => {
  it('NOT_REQUESTED before asking; a profile verified without a request reads APPROVED', async () => {
    const fresh = await specialist();
    expect((await status(fresh.auth)).body.data).toEqual({ status: 'NOT_REQUESTED', reason: null, submittedAt: null, decidedAt: null, requestId: null, additionalInfo: null, documents: [] });
    const old = await specialist({ verified: true });
    expect((await status(old.auth)).body.data).toMatchObject({ status: 'APPROVED', requestId: null, documents: [] });
  });

  it('sends the documents: 201 PENDING, files kept privately, the same answer from GET status', async () => {
    const me = await specialist();
    const before = storedFiles();
    const res = await sendRequest(me.auth, await goodUploads(), '  Сертифікат курсу 2019 року.  ');
    expect(res.status).toBe(201);
    const data = res.body.data;
    expect(data).toMatchObject({ status: 'PENDING', reason: null, decidedAt: null, additionalInfo: 'Сертифікат курсу 2019 року.' });
    expect(data.documents).toEqual([
      { name: 'professionalCertificate', mimeType: 'application/pdf', size: tinyPdf().length, url: api('/specialists/verification/documents/professionalCertificate') },
      { name: 'identityDocument', mimeType: 'image/png', size: (await tinyPng()).length, url: api('/specialists/verification/documents/identityDocument') },
    ]);
    expect((await status(me.auth)).body.data).toEqual(data);

    // Two new files with random names, in the private folder, none in the public one.
    const added = storedFiles().filter((f) => !before.includes(f));
    expect(added).toHaveLength(2);
    for (const f of added) expect(f).toMatch(/^[A-Za-z0-9_-]{24}\.(pdf|png)$/);
    const row = await db.verificationRequest.findUniqueOrThrow({ where: { id: data.requestId } });
    expect(JSON.stringify(row.documents)).not.toContain('passport');
    const uploadsDir = path.join(dataDir, 'uploads');
    const publicFiles = fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir, { recursive: true }).map(String) : [];
    expect(publicFiles.filter((f) => added.some((a) => f.endsWith(a)))).toEqual([]);
  });

  it('while one is PENDING, another is refused (409 VERIFICATION_PENDING) and nothing is stored', async () => {
    const me = await specialist();
    expect((await sendRequest(me.auth, await goodUploads())).status).toBe(201);
    const before = await footprint();
    const res = await sendRequest(me.auth, await goodUploads());
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('VERIFICATION_PENDING');
    expect(await footprint()).toEqual(before);
  });

  it('two requests at once: one lands, the other is 409, and no orphan files remain', async () => {
    const me = await specialist();
    const before = await footprint();
    const uploads = await goodUploads();
    const answers = await Promise.all([sendRequest(me.auth, uploads), sendRequest(me.auth, uploads)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const after = await footprint();
    expect(after.rows).toBe(before.rows + 1);
    expect(after.files).toHaveLength(before.files.length + 2);
  });

  it('judges files by their bytes: a .pdf name on bytes of no known type is 400 INVALID_FILE_TYPE, nothing stored', async () => {
    const me = await specialist();
    const before = await footprint();
    const garbage = Buffer.from('this is not a pdf at all, just text pretending\n'.repeat(20));
    const res = await sendRequest(me.auth, { identityDocument: { content: await tinyPng(), name: 'id.png' }, businessLicense: { content: garbage, name: 'licence.pdf' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'INVALID_FILE_TYPE', details: [{ path: 'body.businessLicense' }] });
    // A GIF is a real image, but not one of the four types.
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const gifRes = await sendRequest(me.auth, { identityDocument: { content: gif, name: 'id.jpg' }, businessLicense: { content: tinyPdf(), name: 'l.pdf' } });
    expect(gifRes.body.error.code).toBe('INVALID_FILE_TYPE');
    expect(await footprint()).toEqual(before);
  });

  it('a file over 10 MB is 400 FILE_TOO_LARGE, nothing stored', async () => {
    const me = await specialist();
    const before = await footprint();
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await sendRequest(me.auth, { identityDocument: { content: await tinyPng(), name: 'id.png' }, professionalCertificate: { content: big, name: 'big.pdf' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'FILE_TOO_LARGE', details: [{ path: 'body.professionalCertificate' }] });
    expect(await footprint()).toEqual(before);
  });

  it.each([
    ['no files at all', {}, ['body.identityDocument', 'body.businessLicense', 'body.professionalCertificate']],
    ['no identity document', { businessLicense: 'pdf' }, ['body.identityDocument']],
    ['only the identity document', { identityDocument: 'png' }, ['body.businessLicense', 'body.professionalCertificate']],
  ] as const)('%s → 400 naming what is missing, nothing stored', async (_label, which, paths) => {
    const me = await specialist();
    const before = await footprint();
    const uploads: Record<string, Upload> = {};
    for (const [field, kind] of Object.entries(which)) uploads[field] = kind === 'pdf' ? { content: tinyPdf(), name: 'a.pdf' } : { content: await tinyPng(), name: 'a.png' };
    const res = await sendRequest(me.auth, uploads, 'Додаткова інформація');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toEqual(paths);
    expect(await footprint()).toEqual(before);
  });

  it('refuses an unknown file field, two files in one field and a too long text (400), nothing stored', async () => {
    const me = await specialist();
    const before = await footprint();
    const unknown = await sendRequest(me.auth, { ...(await goodUploads()), selfie: { content: await tinyPng(), name: 's.png' } });
    expect(unknown.status).toBe(400);
    const twice = await request(app)
      .post(api('/specialists/verification/request'))
      .set(me.auth)
      .attach('identityDocument', await tinyPng(), 'a.png')
      .attach('identityDocument', await tinyPng(), 'b.png')
      .attach('businessLicense', tinyPdf(), 'l.pdf');
    expect(twice.status).toBe(400);
    const long = await sendRequest(me.auth, await goodUploads(), 'ж'.repeat(2001));
    expect(long.status).toBe(400);
    expect(await footprint()).toEqual(before);
  });

  it('a specialist without a business profile gets 422; guests 401; customers and admins 403', async () => {
    const bare = await person('SPECIALIST');
    expect((await sendRequest(bare.auth, await goodUploads())).status).toBe(422);
    expect((await status(bare.auth)).body.data.status).toBe('NOT_REQUESTED');
    const customer = await person('CUSTOMER');
    const admin = await person('ADMIN');
    const before = await footprint();
    expect((await sendRequest({}, await goodUploads())).status).toBe(401);
    expect((await status({})).status).toBe(401);
    for (const caller of [customer, admin]) {
      const res = await sendRequest(caller.auth, await goodUploads());
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
      expect((await status(caller.auth)).status).toBe(403);
    }
    expect(await footprint()).toEqual(before);
  });

  it('while an admin has uploads switched off: 503 FEATURE_DISABLED, nothing stored; on again, it works', async () => {
    const admin = await person('ADMIN');
    const me = await specialist();
    await container.platformSettings.update(admin.actor, { features: { uploads: false } });
    try {
      const before = await footprint();
      const res = await sendRequest(me.auth, await goodUploads());
      expect([res.status, res.body.error.code]).toEqual([503, 'FEATURE_DISABLED']);
      expect(await footprint()).toEqual(before);
    } finally {
      await container.platformSettings.update(admin.actor, { features: { uploads: true } });
    }
    expect((await sendRequest(me.auth, await goodUploads())).status).toBe(201);
  });

  it('an already verified profile cannot ask again (409 CONFLICT)', async () => {
    const me = await specialist({ verified: true });
    const res = await sendRequest(me.auth, await goodUploads());
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
  });
});

describe('verification: the documents are private', () => {
  it('the owner reads their own: the bytes as sent, inline, never cached, not sniffed', async () => {
    const me = await specialist();
    await sendRequest(me.auth, await goodUploads());
    const res = await ownDocument(me.auth, 'identityDocument').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe('inline; filename="identityDocument.png"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.body as Buffer, await tinyPng())).toBe(0);
    const pdf = await ownDocument(me.auth, 'professionalCertificate');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Not sent: 404; not one of the three names: 400.
    expect((await ownDocument(me.auth, 'businessLicense')).status).toBe(404);
    expect((await ownDocument(me.auth, 'selfie')).status).toBe(400);
  });

  it('another specialist only ever reaches their own (404 without one), customers 403, guests 401', async () => {
    const owner = await specialist();
    await sendRequest(owner.auth, await goodUploads());
    const other = await specialist();
    expect((await ownDocument(other.auth, 'identityDocument')).status).toBe(404);
    const customer = await person('CUSTOMER');
    expect((await ownDocument(customer.auth, 'identityDocument')).status).toBe(403);
    expect((await ownDocument({}, 'identityDocument')).status).toBe(401);

    // With a request of their own, they get their own file, not the owner's.
    const theirs = await buildVerificationRequest(db, other.profile.id, { files: container.privateFiles, documents: ['identityDocument', 'businessLicense'] });
    const res = await ownDocument(other.auth, 'businessLicense');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(theirs.id).not.toBe((await status(owner.auth)).body.data.requestId);
  });

  it('admins read any request’s documents; nobody else does, the owner included (admin route)', async () => {
    const owner = await specialist();
    const id = (await sendRequest(owner.auth, await goodUploads())).body.data.requestId as string;
    const admin = await person('ADMIN');
    const res = await adminDocument(admin.auth, id, 'professionalCertificate').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe('inline; filename="professionalCertificate.pdf"');
    expect(Buffer.compare(res.body as Buffer, tinyPdf())).toBe(0);

    const other = await specialist();
    const customer = await person('CUSTOMER');
    for (const caller of [owner, other, customer]) expect((await adminDocument(caller.auth, id, 'identityDocument')).status).toBe(403);
    expect((await adminDocument({}, id, 'identityDocument')).status).toBe(401);
    expect((await adminDocument(admin.auth, randomUUID(), 'identityDocument')).status).toBe(404);
    expect((await adminDocument(admin.auth, 'not-a-uuid', 'identityDocument')).status).toBe(404);
    expect((await adminDocument(admin.auth, id, 'businessLicense')).status).toBe(404);
  });

  it('a deleted account takes its documents with it: files removed, the request keeps only its decision', async () => {
    const me = await specialist();
    const admin = await person('ADMIN');
    const first = (await sendRequest(me.auth, await goodUploads(), 'Мій паспорт і сертифікат')).body.data.requestId as string;
    await reject(admin.auth, first, { reason: 'Скан нечитабельний' }).expect(200);
    const second = (await sendRequest(me.auth, await goodUploads())).body.data.requestId as string;
    const keys = (await db.verificationRequest.findMany({ where: { id: { in: [first, second] } } })).flatMap((r) => (r.documents as { key: string }[]).map((d) => d.key));
    expect(keys).toHaveLength(4);
    const before = storedFiles();

    await request(app).delete(api('/users')).set(me.auth).send({ password: DEFAULT_PASSWORD }).expect(200);
    expect(storedFiles()).toEqual(before.filter((f) => !keys.some((k) => k.endsWith(f))));
    expect(storedFiles()).toHaveLength(before.length - 4);
    const rows = await db.verificationRequest.findMany({ where: { id: { in: [first, second] } }, orderBy: { submittedAt: 'asc' } });
    expect(rows.map((r) => [r.status, r.reason, r.documents, r.additionalInfo])).toEqual([
      ['REJECTED', 'Скан нечитабельний', [], null],
      ['PENDING', null, [], null],
    ]);
    expect((await adminDocument(admin.auth, second, 'identityDocument')).status).toBe(404);
  });

  it('no public address serves them: not /uploads/<key>, not a way out of /uploads', async () => {
    const me = await specialist();
    const id = (await sendRequest(me.auth, await goodUploads())).body.data.requestId as string;
    const row = await db.verificationRequest.findUniqueOrThrow({ where: { id } });
    const keys = (row.documents as { key: string }[]).map((d) => d.key);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      const name = path.basename(key);
      for (const address of [`/uploads/${key}`, `/uploads/${name}`, `/uploads/..%2fprivate%2f${key.replace('/', '%2f')}`, `/uploads/%2e%2e/private/${key}`, `/private/${key}`]) {
        const res = await request(app).get(address);
        expect(res.status, address).toBeGreaterThanOrEqual(400);
        expect(res.headers['content-type'] ?? '', address).not.toMatch(/image\/png|application\/pdf/);
      }
    }
  });
});
