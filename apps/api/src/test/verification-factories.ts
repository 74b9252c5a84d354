import path from 'node:path';
import type { VerificationDocumentName } from '@vizyt/contracts';
import sharp from 'sharp';
import type { Prisma } from '../generated/prisma/client.js';
import type { Db } from '../lib/db.js';
import { createPrivateFiles, type PrivateFiles } from '../lib/private-files.js';
import { TEST_DATA_DIR } from './test-app.js';

/** The private store of test apps that keep the default DATA_DIR (test-app.ts). */
export const testPrivateFiles = createPrivateFiles(path.join(TEST_DATA_DIR, 'private'));

/** The smallest file every PDF reader opens: one empty page. */
export const tinyPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

let png: Promise<Buffer> | undefined;
/** A small scan-like PNG. */
export const tinyPng = () => (png ??= sharp({ create: { width: 40, height: 30, channels: 3, background: '#d9c28f' } }).png().toBuffer());

/**
 * A verification request of a specialist with real files in the private store: an identity
 * document (PNG) and a professional certificate (PDF) unless told otherwise.
 */
export async function buildVerificationRequest(
  db: Db,
  specialistId: string,
  overrides: Partial<Prisma.VerificationRequestUncheckedCreateInput> & { files?: PrivateFiles; documents?: VerificationDocumentName[] } = {},
) {
  const { files = testPrivateFiles, documents = ['identityDocument', 'professionalCertificate'], ...data } = overrides;
  const stored = [];
  for (const name of documents) {
    const pdf = name !== 'identityDocument';
    const bytes = pdf ? tinyPdf() : await tinyPng();
    stored.push({ name, key: await files.save('verification', pdf ? 'pdf' : 'png', bytes), mimeType: pdf ? 'application/pdf' : 'image/png', size: bytes.length });
  }
  const decided = data.status && data.status !== 'PENDING';
  return db.verificationRequest.create({
    data: {
      specialistId,
      additionalInfo: 'Працюю з 2015 року, сертифікат курсу додаю.',
      documents: stored as unknown as Prisma.InputJsonValue,
      ...(decided ? { decidedAt: new Date(), ...(data.status === 'REJECTED' ? { reason: 'Документ нечитабельний' } : {}) } : {}),
      ...data,
    },
    select: { id: true, documents: true },
  });
}
