import { type Example } from '../../test/example-helpers.js';

/** Valid requests for the feedback module's endpoints, for the access matrix and the fuzzer (see test/route-examples.ts). */
export const feedbackExamples: Record<string, Example> = {
  // ── feedback (issue #14) ──
  // Guests give where to answer; for signed-in callers the account's e-mail is used instead.
  'POST /feedback': () => ({ body: { category: 'question', subject: 'Як змінити час запису?', message: 'Добрий день! Підкажіть, будь ласка, як перенести візит.', email: 'guest@world.test' } }),
  'GET /feedback': () => ({ query: { page: 1, limit: 10 } }),
};
