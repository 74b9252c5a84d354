import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UserRole } from '@vizyt/contracts';
import request from 'supertest';
import { signedInAs } from '../../test/accounts.js';
import { api } from '../../test/api.js';
import { useTestDatabase } from '../../test/db.js';
import { buildSpecialist } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { tinyPdf, tinyPng } from '../../test/verification-factories.js';

export type Upload = { content: Buffer; name: string };

/** The verification tests' app, database and data folder (one per test file), and their requests. */
export async function verificationTestApp() {
  const { db, url } = await useTestDatabase();
  // A data folder of its own, laid out as in production: uploads/ (public) beside private/.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vizyt-verification-'));
  const { app, container } = createTestApp(db, url, { DATA_DIR: dataDir });
  const verificationFolder = path.join(dataDir, 'private', 'verification');
  const storedFiles = () => (fs.existsSync(verificationFolder) ? fs.readdirSync(verificationFolder).sort() : []);

  const person = (role: UserRole) =>
    signedInAs({ db, container }, role, { email: `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@verification.test`, firstName: 'Олена', lastName: 'Коваль' });

  async function specialist(options: { verified?: boolean } = {}) {
    const p = await person('SPECIALIST');
    const profile = await buildSpecialist(db, { userId: p.user.id, isVerified: options.verified ?? false, businessName: 'Студія «Нігтик»' });
    return { ...p, profile };
  }

  const goodUploads = async (): Promise<Record<string, Upload>> => ({
    identityDocument: { content: await tinyPng(), name: 'passport.png' },
    professionalCertificate: { content: tinyPdf(), name: 'certificate.pdf' },
  });

  function sendRequest(auth: Record<string, string>, uploads: Record<string, Upload>, additionalInfo?: string) {
    let req = request(app).post(api('/specialists/verification/request')).set(auth);
    if (additionalInfo !== undefined) req = req.field('additionalInfo', additionalInfo);
    for (const [field, file] of Object.entries(uploads)) req = req.attach(field, file.content, file.name);
    return req;
  }

  const status = (auth: Record<string, string>) => request(app).get(api('/specialists/verification/status')).set(auth);
  const ownDocument = (auth: Record<string, string>, name: string) => request(app).get(api(`/specialists/verification/documents/${name}`)).set(auth);
  const adminDocument = (auth: Record<string, string>, id: string, name: string) => request(app).get(api(`/admin/verifications/${id}/documents/${name}`)).set(auth);
  const approve = (auth: Record<string, string>, id: string) => request(app).post(api(`/admin/verifications/${id}/approve`)).set(auth);
  const reject = (auth: Record<string, string>, id: string, body: unknown) => request(app).post(api(`/admin/verifications/${id}/reject`)).set(auth).send(body as object);

  /** Everything a request leaves behind: its rows and its files. */
  const footprint = async () => ({ rows: await db.verificationRequest.count(), files: storedFiles() });

  return { db, app, container, dataDir, storedFiles, person, specialist, goodUploads, sendRequest, status, ownDocument, adminDocument, approve, reject, footprint };
}
