import { type Example } from '../../test/example-helpers.js';
import { tinyPdf, tinyPng } from '../../test/verification-factories.js';

/** Valid requests for the verification module's endpoints, for the access matrix and the fuzzer (see test/route-examples.ts). */
export const verificationExamples: Record<string, Example> = {
  // ── verification of specialists (issue #15) ──
  // The world's specialists wait for a decision: their requests are rejected first, so a new one may be sent.
  'POST /specialists/verification/request': async ({ db, world }) => {
    await db.verificationRequest.updateMany({
      where: { specialistId: { in: [world.specialistA.profileId, world.specialistB.profileId] }, status: 'PENDING' },
      data: { status: 'REJECTED', reason: 'Скан нечитабельний', decidedAt: new Date() },
    });
    return {
      multipart: {
        fields: { additionalInfo: 'Сертифікат курсу манікюру 2019 року.' },
        file: { field: 'identityDocument', name: 'passport.png', content: await tinyPng() },
        moreFiles: [{ field: 'professionalCertificate', name: 'certificate.pdf', content: tinyPdf() }],
      },
    };
  },
  'GET /specialists/verification/status': () => ({}),
  // Each specialist reads their own latest request's document (both A and B have one).
  'GET /specialists/verification/documents/:name': () => ({ params: { name: 'identityDocument' } }),
  'GET /admin/verifications': () => ({ query: { status: 'PENDING', page: 1, limit: 10 } }),
  'GET /admin/verifications/:id/documents/:name': () => ({ params: { name: 'professionalCertificate' } }),
  'POST /admin/verifications/:id/approve': () => ({}),
  'POST /admin/verifications/:id/reject': () => ({ body: { reason: 'Документ нечитабельний, надішліть чіткий скан.' } }),
};
