import { AVAILABILITY_DAY_ZONE, AVAILABLE_NOW_WITHIN_MINUTES } from '@vizyt/contracts';
import { Prisma } from '../../generated/prisma/client.js';
import { PROFILE_PORTFOLIO_SIZE, toServiceRow, type RawServiceRow, type SearchFilters, type ServiceRow } from './catalog.rows.js';
import { analyseQuery, buildTsQuery } from './search-terms.js';

/**
 * The SQL of the catalog's hot reads, one statement each (issue 16), as plain builders so the
 * benchmark's floor server (bench/floor.mjs) runs exactly the statements the API runs.
 *
 * Service rows read s (services), sp (its specialist), u (the specialist's account) and c (its
 * category, when it has one) and come back in the shape of `serviceSelect` (toServiceRow).
 */
/** A specialist's summary columns: sp (specialist_profiles) and u (its account). */
const SPECIALIST_COLUMNS = Prisma.sql`
  sp.id::text AS sp_id, sp.user_id::text AS sp_user_id, sp.business_name, sp.bio, sp.specialization, sp.years_of_experience,
  sp.languages, sp.city, sp.address, sp.latitude, sp.longitude, sp.works_online, sp.works_in_person, sp.timezone,
  sp.response_time_minutes, sp.completed_jobs, sp.rating_average, sp.rating_count, sp.is_verified, sp.is_visible,
  sp.is_suspended, sp.accept_online_payments, sp.require_deposit, sp.deposit_percent, sp.created_at AS sp_created_at,
  u.first_name, u.last_name, u.avatar_url, u.deleted_at`;
export const SERVICE_ROW_COLUMNS = Prisma.sql`
  s.id::text AS id, s.name, s.description, s.category_id, s.custom_category, s.price_minor, s.currency,
  s.duration_minutes, s.available_days, s.time_slots, s.is_active, s.hidden_at, s.created_at, s.updated_at,
  c.name_uk AS category_name_uk, c.name_en AS category_name_en, c.name_ru AS category_name_ru,
  ${SPECIALIST_COLUMNS}`;
const SERVICE_ROW_JOINS = Prisma.sql`
  JOIN specialist_profiles sp ON sp.id = s.specialist_id
  JOIN users u ON u.id = sp.user_id
  LEFT JOIN categories c ON c.id = s.category_id`;

/** One service with its category and specialist (any state: callers decide who may see it). */
export const serviceByIdSql = (id: string) => Prisma.sql`
  SELECT ${SERVICE_ROW_COLUMNS} FROM services s ${SERVICE_ROW_JOINS} WHERE s.id = ${id}::uuid`;

/** A specialist's services, active first, newest first; `onlyShown` leaves out inactive and hidden ones. */
export const servicesOfSpecialistSql = (specialistId: string, onlyShown: boolean) => Prisma.sql`
  SELECT ${SERVICE_ROW_COLUMNS} FROM services s ${SERVICE_ROW_JOINS}
  WHERE s.specialist_id = ${specialistId}::uuid ${onlyShown ? Prisma.sql`AND s.is_active AND s.hidden_at IS NULL` : Prisma.empty}
  ORDER BY s.is_active DESC, s.created_at DESC`;

/** A specialist's profile with the newest portfolio photos (any state: callers decide who may see it). */
export const specialistProfileByIdSql = (id: string) => Prisma.sql`
  SELECT ${SPECIALIST_COLUMNS},
    (SELECT coalesce(json_agg(json_build_object('id', p.id, 'url', p.url, 'category', p.category, 'caption', p.caption,
                                                'width', p.width, 'height', p.height, 'createdAt', p.created_at) ORDER BY p.created_at DESC), '[]')
       FROM (SELECT * FROM portfolio_images WHERE specialist_id = sp.id ORDER BY created_at DESC LIMIT ${PROFILE_PORTFOLIO_SIZE}) p) AS portfolio
  FROM specialist_profiles sp JOIN users u ON u.id = sp.user_id
  WHERE sp.id = ${id}::uuid`;

/** Vocabulary words this close to a query word (pg_trgm similarity) count as its corrections. */
export const CORRECTION_SIMILARITY = 0.3;
const CORRECTIONS_PER_WORD = 4;
/** Words of the vocabulary one stem may stand for (the shortest first). */
const PREFIX_EXPANSIONS = 30;

/**
 * The catalog's words that query words may stand for: words starting with a stem (B-tree range)
 * and the closest words to a spelling (trigram similarity), each tagged with its group.
 */
const vocabularySql = (prefixes: { words: string[]; index: number[] }, spellings: { words: string[]; index: number[] }) => Prisma.sql`
  SELECT v.grp, t.term
  FROM unnest(${prefixes.words}::text[], ${prefixes.index}::int[]) AS v(stem, grp)
  CROSS JOIN LATERAL (
    SELECT term FROM search_terms
    WHERE term >= v.stem AND term < v.stem || chr(1114111) AND starts_with(term, v.stem)
    ORDER BY length(term), term
    LIMIT ${PREFIX_EXPANSIONS}
  ) t
  UNION
  SELECT v.grp, t.term
  FROM unnest(${spellings.words}::text[], ${spellings.index}::int[]) AS v(word, grp)
  CROSS JOIN LATERAL (
    SELECT term FROM search_terms
    WHERE term % v.word AND similarity(term, v.word) >= ${CORRECTION_SIMILARITY}
    ORDER BY similarity(term, v.word) DESC, term
    LIMIT ${CORRECTIONS_PER_WORD}
  ) t`;

/** Shorter words are matched as prefixes only: their trigrams say too little. */
const MIN_CORRECTABLE_LENGTH = 4;

export interface VocabularyRow {
  grp: number;
  term: string;
}

/** The vocabulary statement for groups of stems and spellings, and how its rows go back to the groups. */
function vocabularyLookup(prefixGroups: string[][], spellingGroups: string[][]) {
  const flatten = (groups: string[][], keep: (w: string) => boolean) => {
    const words: string[] = [];
    const index: number[] = [];
    groups.forEach((group, i) => group.filter(keep).forEach((w) => (words.push(w), index.push(i))));
    return { words, index };
  };
  return {
    query: vocabularySql(flatten(prefixGroups, () => true), flatten(spellingGroups, (w) => w.length >= MIN_CORRECTABLE_LENGTH)),
    collect(rows: VocabularyRow[]): string[][] {
      const out = prefixGroups.map(() => new Set<string>());
      for (const r of rows) out[r.grp]?.add(r.term);
      return out.map((set) => [...set]);
    },
  };
}

/**
 * Typo corrections and cross-language stems of `text` → one tsquery (null when there is nothing
 * to match), with `run` executing the vocabulary statement: the API on its pool, the benchmark's
 * floor on its own.
 */
export async function textTsQuery(text: string | null, mode: 'all' | 'any', run: (query: Prisma.Sql) => Promise<VocabularyRow[]>): Promise<string | null> {
  const terms = text ? analyseQuery(text) : null;
  if (!terms) return null;
  const lookup = vocabularyLookup(terms.prefixes, terms.fuzzy);
  return buildTsQuery(terms, lookup.collect(await run(lookup.query)), mode);
}

/**
 * Past this many matches a search reports "at least this many" (`totalIsLowerBound`): counting
 * every one of 20,000 matches costs more than the page itself, and nobody pages that far.
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * How many of the best-rated listed services a text search by relevance reads first when its
 * count reaches the cap (a popular word): enough to hold a page of its name matches when they
 * are a few percent of the catalog; reading them costs ~1–2 ms.
 */
const RELEVANCE_WALK = 2_000;

/** Kilometres of great-circle distance per unit of earthdistance's earth() radius, so distances match the haversine used before. */
const KM_RADIUS = 6371;
const earthPoint = (o: { lat: number; lng: number }) => Prisma.sql`ll_to_earth(${o.lat}::float8, ${o.lng}::float8)`;
/** Great-circle distance in km from the origin to the service's specialist (NULL without a position). */
const distanceKm = (o: { lat: number; lng: number }) =>
  Prisma.sql`(earth_distance(${earthPoint(o)}, s.geo::earth) / earth() * ${KM_RADIUS})`;

type SortKey = { expr: Prisma.Sql; dir: 'ASC' | 'DESC'; nulls?: 'NULLS LAST' };

/**
 * One page of a search with its rows and its total, in one statement. Visibility, rating and
 * position are read from the service's own copies (catalog_read_columns migration), so every
 * plan reads an index of services (EXPLAIN in bench/RESULTS.md):
 *   - text: the full-text GIN index finds the matches; the page sorts them and the count reads
 *     them up to the cap. Without a filter or order on what only services hold (availability,
 *     city, position), both read the narrow copy service_search (search_read_tables migration),
 *     and by relevance a popular word's page is taken from the best-rated services first (its
 *     relevance index) when they hold it;
 *   - nearest first within a radius: the GiST index walks outwards (KNN) to the page's last
 *     distance, then the page is read in (distance, id) order from the box of that radius, so
 *     services at the same spot keep a stable order;
 *   - everything else: an index in the requested order (category pages: best rated first),
 *     stopping after the page; the total is counted along the same index up to a cap.
 * The outer query repeats the page's order on the keys the page carries.
 */
export function searchPageSql(f: SearchFilters): Prisma.Sql {
  // service_search holds listed services only, with the columns the narrow path reads.
  const narrow = f.tsQuery !== null && !f.availability && !f.location && !f.origin && f.sortBy !== 'distance';
  const where: Prisma.Sql[] = narrow ? [] : [Prisma.sql`s.listed`];
  if (f.tsQuery) where.push(Prisma.sql`s.search_tsv @@ q.query`);
  if (f.category) where.push(Prisma.sql`s.category_id = ${f.category}`);
  // `<%` (city) uses pg_trgm.word_similarity_threshold, set per connection in lib/db.ts.
  if (f.location) where.push(Prisma.sql`s.specialist_id IN (SELECT sp.id FROM specialist_profiles sp WHERE ${f.location} <% lower(sp.city))`);
  if (f.minPriceMinor !== null) where.push(Prisma.sql`s.price_minor >= ${f.minPriceMinor}`);
  if (f.maxPriceMinor !== null) where.push(Prisma.sql`s.price_minor <= ${f.maxPriceMinor}`);
  if (f.minRating !== null) where.push(Prisma.sql`s.specialist_rating >= ${f.minRating}`);
  // services.next_free_at is the earliest free start (scheduling keeps it; null = none within 8 days).
  if (f.availability) {
    const until = {
      now: Prisma.sql`now() + make_interval(mins => ${AVAILABLE_NOW_WITHIN_MINUTES})`,
      today: Prisma.sql`(date_trunc('day', now() AT TIME ZONE ${AVAILABILITY_DAY_ZONE}) + interval '1 day') AT TIME ZONE ${AVAILABILITY_DAY_ZONE}`,
      week: Prisma.sql`now() + interval '7 days'`,
    }[f.availability];
    where.push(Prisma.sql`s.next_free_at > now() AND s.next_free_at < ${until}`);
  }
  const within = f.origin && f.radiusKm !== null ? { origin: f.origin, radiusKm: f.radiusKm } : null;
  // Within a radius: the cube around the circle (GiST index), then the exact distance.
  const box = within ? [Prisma.sql`earth_box(${earthPoint(within.origin)}, ${within.radiusKm * 1000}::float8 * earth() / ${KM_RADIUS * 1000}) @> s.geo`] : [];
  if (within) where.push(Prisma.sql`${distanceKm(within.origin)} <= ${within.radiusKm}`);

  const score = f.tsQuery ? Prisma.sql`(s.name_tsv @@ q.query)::int` : Prisma.sql`0`;
  const distance = f.origin ? distanceKm(f.origin) : Prisma.sql`NULL::float8`;
  const dir: SortKey['dir'] = f.descending ? 'DESC' : 'ASC';
  // Nearest first within a radius: the GiST index's distance (the same order as the great circle).
  const knn = f.sortBy === 'distance' && dir === 'ASC' && within ? Prisma.sql`(s.geo <-> ${earthPoint(within.origin)})` : null;
  const byOrder: Record<SearchFilters['sortBy'], SortKey[]> = {
    relevance: [
      { expr: score, dir: 'DESC' as const },
      { expr: Prisma.sql`s.specialist_rating`, dir: 'DESC' },
      { expr: Prisma.sql`s.specialist_rating_count`, dir: 'DESC' },
      { expr: Prisma.sql`s.created_at`, dir: 'DESC' },
    ],
    price: [{ expr: Prisma.sql`s.price_minor`, dir }],
    rating: [
      { expr: Prisma.sql`s.specialist_rating`, dir },
      { expr: Prisma.sql`s.specialist_rating_count`, dir: 'DESC' },
    ],
    distance: knn ? [{ expr: knn, dir }] : [{ expr: distance, dir, nulls: 'NULLS LAST' as const }],
    newest: [{ expr: Prisma.sql`s.created_at`, dir }],
    reviews: [
      { expr: Prisma.sql`s.specialist_rating_count`, dir },
      { expr: Prisma.sql`s.specialist_rating`, dir: 'DESC' },
    ],
  };
  const keys = [...byOrder[f.sortBy]];
  keys.push({ expr: Prisma.sql`s.id`, dir: 'ASC' });
  const orderOf = (list: SortKey[], column: (k: SortKey, i: number) => Prisma.Sql) =>
    Prisma.join(list.map((k, i) => Prisma.sql`${column(k, i)} ${Prisma.raw(k.dir)}${Prisma.raw(k.nulls ? ` ${k.nulls}` : '')}`));
  const orderBy = (column: (k: SortKey, i: number) => Prisma.Sql) => orderOf(keys, column);
  const keyColumnsOf = (list: SortKey[]) => Prisma.join(list.map((k, i) => Prisma.sql`${k.expr} AS ${Prisma.raw(`k${i}`)}`));
  const keyColumns = keyColumnsOf(keys);
  const matchesWhere = (more: Prisma.Sql[]) => Prisma.sql`
    FROM ${narrow ? Prisma.raw('service_search') : Prisma.raw('services')} s
    CROSS JOIN (SELECT to_tsquery('simple', ${f.tsQuery ?? ''}) AS query) q
    WHERE ${Prisma.join([...where, ...more], ' AND ')}`;
  const matches = matchesWhere(box);
  const pageSize = f.offset + f.limit;
  const cap = Math.max(SEARCH_COUNT_CAP, pageSize);

  let page: Prisma.Sql;
  let counted: Prisma.Sql;
  let matched = Prisma.empty;
  let walked = Prisma.empty;
  if (narrow) {
    // The matches from the full-text index, sorted. OFFSET 0 keeps the planner from walking the
    // relevance index for the order instead: a few matches (or a filter that leaves few) would
    // have it read every listed service.
    const allMatches = Prisma.sql`
      SELECT * FROM (SELECT s.id, ${score} AS score, ${distance}::float8 AS distance_km, ${keyColumns} ${matches} OFFSET 0) m
      ORDER BY ${orderBy((_k, i) => Prisma.raw(`k${i}`))}`;
    // Counted up to the cap from the full-text index. A CTE is planned for all its rows, so the
    // planner does not trade the index for a sequential read that expects the first 1,001 matches
    // early (they may all lie at the end of the table); read lazily, it stops at the cap.
    matched = Prisma.sql`hits AS MATERIALIZED (SELECT 1 ${matches}), `;
    counted = Prisma.sql`SELECT count(*)::int AS total, ${cap}::int AS count_cap FROM (SELECT 1 FROM hits LIMIT ${cap + 1}) m`;
    if (f.sortBy === 'relevance' && pageSize * 20 <= RELEVANCE_WALK) {
      // Relevance is name matches first, then the other matches, each best rated first: the
      // order of service_search's relevance index. When the count reached its cap (a popular
      // word), the first services of that index are read instead (RELEVANCE_WALK, whatever they
      // match): if they hold the page's end in name matches, those are the page — nothing
      // outside them can rank before them — at a fraction of sorting every match (0.5 ms instead
      // of 10 ms for "манікюр" at 100,000 services). Otherwise, for every rarer word and for
      // pages deep enough that the walk would rarely hold them, the matches are sorted as for
      // any other order.
      const [, ...rest] = keys;
      const named = Prisma.raw('1');
      walked = Prisma.sql`walked AS MATERIALIZED (
        SELECT s.id, ${named} AS score, ${distance}::float8 AS distance_km, ${keyColumnsOf([{ expr: named, dir: 'DESC' }, ...rest])}
        FROM (SELECT * FROM service_search s ORDER BY ${orderOf(rest, (k) => k.expr)} LIMIT ${RELEVANCE_WALK}) s
        CROSS JOIN (SELECT to_tsquery('simple', ${f.tsQuery ?? ''}) AS query) q
        WHERE (SELECT total FROM counted) > ${cap} AND s.name_tsv @@ q.query AND ${Prisma.join(where, ' AND ')}
        ORDER BY ${orderOf(rest, (k) => k.expr)} LIMIT ${pageSize}), `;
      page = Prisma.sql`
        SELECT * FROM (
          SELECT * FROM walked WHERE (SELECT count(*) FROM walked) = ${pageSize}
          UNION ALL
          SELECT * FROM (${allMatches} LIMIT ${pageSize}) a WHERE (SELECT count(*) FROM walked) < ${pageSize}
        ) t
        ORDER BY ${orderBy((_k, i) => Prisma.raw(`k${i}`))} LIMIT ${f.limit} OFFSET ${f.offset}`;
    } else {
      page = Prisma.sql`${allMatches} LIMIT ${f.limit} OFFSET ${f.offset}`;
    }
  } else if (f.tsQuery) {
    // Every match from the full-text index, once (MATERIALIZED: no requested order may turn
    // this into a walk along another index); the page and the count (up to the cap) read it.
    matched = Prisma.sql`matched AS MATERIALIZED (SELECT s.id, ${score} AS score, ${distance}::float8 AS distance_km, ${keyColumns} ${matches}), `;
    page = Prisma.sql`SELECT * FROM matched ORDER BY ${orderBy((_k, i) => Prisma.raw(`k${i}`))} LIMIT ${f.limit} OFFSET ${f.offset}`;
    counted = Prisma.sql`SELECT count(*)::int AS total, ${cap}::int AS count_cap FROM (SELECT 1 FROM matched LIMIT ${cap + 1}) m`;
  } else if (knn && within) {
    // Nearest first. The planner cannot tell how many services a box holds (a fixed guess), so
    // each step is written for the index it needs: the count reads the box (index only, up to
    // the cap); the reach is the distance of the page's last service, walking the GiST index
    // outwards (KNN) over as many services as exist, at most the page's end; the page is then
    // read from the box of that reach (+1 m for rounding), where it lies with every service
    // tied with its last, in (distance, id) order.
    counted = Prisma.sql`SELECT count(*)::int AS total, ${cap}::int AS count_cap FROM (SELECT 1 ${matches} LIMIT ${cap + 1}) m`;
    const reach = Prisma.sql`(SELECT max(k.d) FROM (
      SELECT ${knn} AS d ${matchesWhere([])} ORDER BY ${knn} LIMIT least(${pageSize}, (SELECT total FROM counted))) k)`;
    page = Prisma.sql`
      SELECT s.id, ${score} AS score, ${distance}::float8 AS distance_km, ${keyColumns}
      ${matchesWhere([Prisma.sql`earth_box(${earthPoint(within.origin)}, sec_to_gc(${reach}) + 1) @> s.geo`])}
      ORDER BY ${orderBy((k) => k.expr)}
      LIMIT ${f.limit} OFFSET ${f.offset}`;
  } else {
    page = Prisma.sql`
      SELECT s.id, ${score} AS score, ${distance}::float8 AS distance_km, ${keyColumns}
      ${matches}
      ORDER BY ${orderBy((k) => k.expr)}
      LIMIT ${f.limit} OFFSET ${f.offset}`;
    // Counted along the same index as the page, up to the cap.
    counted = Prisma.sql`
      SELECT count(*)::int AS total, ${cap}::int AS count_cap
      FROM (SELECT 1 ${matches} ORDER BY ${orderBy((k) => k.expr)} LIMIT ${cap + 1}) m`;
  }

  return Prisma.sql`
    WITH ${matched}counted AS (${counted}), ${walked}page AS (${page})
    SELECT ${SERVICE_ROW_COLUMNS}, page.distance_km, counted.total, counted.count_cap
    FROM counted
    LEFT JOIN (page JOIN services s ON s.id = page.id ${SERVICE_ROW_JOINS}) ON true
    ORDER BY ${orderBy((_k, i) => Prisma.raw(`page.k${i}`))}`;
}

/** A search row; `count_cap` is null when `total` is exact whatever its size (every search is capped today). */
export type RawSearchRow = (RawServiceRow | { [K in keyof RawServiceRow]: null }) & { distance_km: number | null; total: number; count_cap: number | null };

/** The rows of searchPageSql as a page: services with their distance, and the total (capped, or exact). */
export function toSearchResult(raw: RawSearchRow[]): { rows: { service: ServiceRow; distanceKm: number | null }[]; total: number; totalIsLowerBound: boolean } {
  // The count row is always there (the page is joined to it); without a cap the count is exact.
  const counted = raw[0]?.total ?? 0;
  const cap = raw[0]?.count_cap ?? Infinity;
  return {
    rows: raw.flatMap((r) => (r.id === null ? [] : [{ service: toServiceRow(r), distanceKm: r.distance_km }])),
    total: Math.min(counted, cap),
    totalIsLowerBound: counted > cap,
  };
}

export interface SuggestionRow {
  text: string;
  kind: 'service' | 'specialization' | 'category';
  category_id: string | null;
  score: number;
}

/**
 * Service names, specialisations and categories that match a search tsquery, best first. Names
 * come from service_names (the distinct names of listed services, per category, kept by
 * triggers): one per name, in the category most of its services are in.
 */
export const suggestionsSql = (tsQuery: string, limit: number) => Prisma.sql`
  WITH q AS (SELECT to_tsquery('simple', ${tsQuery}) AS query)
  (SELECT DISTINCT ON (n.name_key) n.name AS text, 'service' AS kind, nullif(n.category_key, '') AS category_id, ts_rank(n.name_tsv, q.query)::float8 AS score
     FROM service_names n CROSS JOIN q
    WHERE n.name_tsv @@ q.query
    ORDER BY n.name_key, n.services DESC, n.category_key)
  UNION ALL
  (SELECT DISTINCT ON (lower(sp.specialization)) sp.specialization, 'specialization', NULL, ts_rank(to_tsvector('simple', sp.specialization), q.query)::float8
     FROM specialist_profiles sp CROSS JOIN q
    WHERE sp.is_visible AND NOT sp.is_suspended AND to_tsvector('simple', sp.specialization) @@ q.query
    ORDER BY lower(sp.specialization))
  UNION ALL
  (SELECT c.name_uk, 'category', c.id, 1::float8
     FROM categories c CROSS JOIN q
    WHERE to_tsvector('simple', concat_ws(' ', c.name_uk, c.name_en, c.name_ru)) @@ q.query)
  ORDER BY score DESC, text LIMIT ${limit}`;
