import { day, type Example } from '../../test/example-helpers.js';

const slotBody = () => ({ date: day(6), startTime: '10:00', endTime: '11:00', available: true, reason: 'Додатковий час' });

/** Valid requests for the scheduling module's endpoints, for the access matrix and the fuzzer (see test/route-examples.ts). */
export const schedulingExamples: Record<string, Example> = {
  // ── scheduling ──
  'GET /services/:id/availability': () => ({ query: { days: 3 } }),
  'GET /specialists/availability': () => ({}),
  'PUT /specialists/availability/working-hours': () => ({
    body: { workingHours: { monday: [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '18:00' }] }, timezone: 'Europe/Kyiv' },
  }),
  'PUT /specialists/availability/settings': () => ({ body: { bufferMinutes: 10, cancellationWindowHours: 24 } }),
  'POST /specialists/availability/block': () => {
    const startsAt = new Date(`${day(7)}T12:00:00.000Z`);
    return { body: { startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(), reason: 'Лікар' } };
  },
  'DELETE /specialists/availability/block/:id': () => ({}),
  'GET /specialists/availability/blocked': () => ({ query: { startDate: day(0), endDate: day(14) } }),
  'POST /specialists/availability/vacation': () => ({ body: { startDate: day(20), endDate: day(25), reason: 'Відпустка' } }),
  'GET /availability/specialists/availability/blocks': () => ({}),
  'POST /availability/specialists/availability/blocks': () => ({ body: slotBody() }),
  'PUT /availability/specialists/availability/blocks/:id': () => ({ body: slotBody() }),
  'DELETE /availability/specialists/availability/blocks/:id': () => ({}),
};
