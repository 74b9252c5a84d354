import { smallPng, type Example } from '../../test/example-helpers.js';

/** Valid requests for the files module's endpoints, for the access matrix and the fuzzer (see test/route-examples.ts). */
export const filesExamples: Record<string, Example> = {
  // ── files ──
  'POST /files/upload': async () => ({
    multipart: { fields: { type: 'avatar' }, file: { field: 'file', name: 'me.png', content: await smallPng() } },
  }),
};
