// The search benchmark's catalog: 10,000 specialists with 10 services each (100,000 services) in
// realistic names, prices, categories and cities, generated in SQL on top of the demo data.
import pg from 'pg';
import { arg, log } from './harness.mjs';

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

export async function generateCatalog(url) {
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

