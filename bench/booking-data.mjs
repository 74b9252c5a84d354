// The booking benchmarks' data: N specialists (working hours Mon–Sun 08:00–20:00 Europe/Kyiv, no
// minimum notice), one 60-minute service each with hourly start times, and M customers with
// access tokens signed with the benchmark's JWT secret (logging 5,000 people in through bcrypt
// would measure bcrypt). Every free slot of the next 7 days is read through the API.
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { arg, BENCH_JWT_SECRET, log } from './harness.mjs';

const SPECIALISTS = arg('specialists', 500);
const CUSTOMERS = arg('customers', 5_000);
const WORKING_HOURS = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, [{ start: '08:00', end: '20:00' }]]),
);
const HOURLY = Array.from({ length: 12 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`);

export async function generateBookingData(url) {
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

export const customerToken = (userId) =>
  jwt.sign({ role: 'CUSTOMER', sid: '00000000-0000-4000-8000-000000000000' }, BENCH_JWT_SECRET, { algorithm: 'HS256', subject: userId, expiresIn: 3600, issuer: 'vizyt', audience: 'vizyt-api' });

/** Every free start of the next `days` days of the given services, as the API answers them. */
export async function freeSlots(port, services, days = 7) {
  const slots = [];
  for (const id of services) {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/services/${id}/availability?days=${days}`);
    if (!res.ok) throw new Error(`availability: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
    const body = await res.json();
    for (const day of body.data.days) for (const at of day.slots) slots.push({ serviceId: id, scheduledAt: at });
  }
  return slots;
}

/** Active bookings of one specialist that overlap (must be 0: the exclusion constraint). */
export const overlappingBookings = async (db) =>
  (
    await db.query(`SELECT count(*)::int AS n FROM bookings a JOIN bookings b ON a.specialist_id = b.specialist_id AND a.id < b.id
      AND a.status IN ('PENDING','CONFIRMED','IN_PROGRESS') AND b.status IN ('PENDING','CONFIRMED','IN_PROGRESS')
      AND tstzrange(a.scheduled_at, a.busy_until) && tstzrange(b.scheduled_at, b.busy_until)`)
  ).rows[0].n;
