import { type Example } from '../../test/example-helpers.js';

/** Valid requests for the system module's endpoints, for the access matrix and the fuzzer (see test/route-examples.ts). */
export const systemExamples: Record<string, Example> = {
  // ── system ──
  'GET /health': () => ({}),
  'GET /config': () => ({}),
  'GET /dev/outbox': () => ({}),
};
