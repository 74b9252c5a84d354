/**
 * Turns what a visitor typed into the words search looks for. Pure functions; the database
 * part (typo correction against the catalog's vocabulary) is in the repository.
 *
 * - Words are letters and digits; everything else separates them, as PostgreSQL's 'simple'
 *   parser does, so query words and indexed words line up.
 * - Cross-language: a word that belongs to a group of the dictionary below (a stem in
 *   Ukrainian, Russian or English) brings the whole group, so "massage" finds "Масаж спини"
 *   and "маникюр" finds "Манікюр".
 * - A Latin word is also transliterated to Ukrainian Cyrillic ("kovalchuk" → "ковалчук"), and the
 *   vocabulary's trigram correction then finds "ковальчук".
 */

/** Stems that mean the same thing in uk/ru/en. Matched as prefixes (see expandWord). */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['манікюр', 'маникюр', 'manicur', 'nail', 'нігт', 'ногт', 'нігті'],
  ['педикюр', 'pedicur'],
  ['масаж', 'массаж', 'massag', 'masseur', 'масажист', 'массажист'],
  ['стрижк', 'стриж', 'haircut', 'barber', 'барбер'],
  ['перукар', 'парикмахер', 'hairdresser', 'hairstylist', 'стиліст', 'стилист', 'stylist'],
  ['волосс', 'волос', 'hair'],
  ['фарбуванн', 'окрашиван', 'colouring', 'coloring', 'dyeing'],
  ['укладк', 'styling'],
  ['косметолог', 'cosmetolog', 'beautician', 'esthetician'],
  ['обличч', 'лиц', 'facial', 'face'],
  ['пілінг', 'пилинг', 'peeling'],
  ['вій', 'ресниц', 'lash', 'eyelash'],
  ['брів', 'бров', 'brow', 'eyebrow'],
  ['макіяж', 'макияж', 'makeup', 'visage', 'візаж', 'визаж'],
  ['епіляц', 'эпиляц', 'депіляц', 'депиляц', 'epilation', 'depilation', 'waxing', 'шугаринг', 'sugaring'],
  ['тренер', 'trainer', 'coach', 'коуч'],
  ['тренуванн', 'тренировк', 'training', 'workout'],
  ['йог', 'yoga'],
  ['фітнес', 'фитнес', 'fitness'],
  ['харчуванн', 'питани', 'nutrition', 'diet', 'дієт', 'диет'],
  ['бокс', 'boxing'],
  ['сантехнік', 'сантехник', 'plumber', 'plumbing'],
  ['змішувач', 'смесител', 'faucet', 'mixer', 'tap'],
  ['унітаз', 'унитаз', 'toilet'],
  ['бойлер', 'boiler'],
  ['труб', 'pipe'],
  ['електрик', 'электрик', 'electrician', 'electric'],
  ['розетк', 'socket', 'outlet'],
  ['проводк', 'wiring'],
  ['прибиранн', 'уборк', 'cleaning', 'cleaner', 'клінінг', 'клининг'],
  ['вікон', 'вікна', 'окон', 'окна', 'window'],
  ['хімчистк', 'химчистк', 'drycleaning'],
  ['ремонт', 'repair', 'fix'],
  ['юрист', 'юридич', 'lawyer', 'attorney', 'legal', 'адвокат'],
  ['договор', 'договір', 'contract'],
  ['бухгалтер', 'accountant', 'accounting', 'bookkeep'],
  ['податк', 'налог', 'tax'],
  ['репетитор', 'tutor'],
  ['математ', 'math', 'maths', 'алгебр', 'algebra'],
  ['геометр', 'geometr'],
  ['англійськ', 'английск', 'english'],
  ['викладач', 'преподавател', 'teacher'],
  ['психолог', 'psycholog'],
  ['психотерап', 'psychotherap', 'терапі', 'терапи', 'therapy', 'therapist'],
  ['тривог', 'тревог', 'anxiety'],
  ['консультац', 'consultation', 'consult'],
  ['фізіотерап', 'физиотерап', 'physiotherap', 'physio', 'реабіліт', 'реабилит', 'rehabilitat'],
  ['ноутбук', 'laptop', 'notebook'],
  ['смартфон', 'телефон', 'smartphone', 'phone'],
  ['роутер', 'router', 'wifi'],
  ['сайт', 'website', 'site', 'веб', 'web'],
  ['фотограф', 'photograph', 'фото', 'photo'],
  ['дизайн', 'design'],
  ['дит', 'дет', 'child', 'kid'],
  ['сімейн', 'семейн', 'family'],
  ['спин', 'back'],
];

const LATIN_TO_CYRILLIC: readonly [string, string][] = [
  ['shch', 'щ'], ['zh', 'ж'], ['kh', 'х'], ['ts', 'ц'], ['ch', 'ч'], ['sh', 'ш'], ['yu', 'ю'], ['ya', 'я'], ['ye', 'є'], ['yi', 'ї'], ['ia', 'я'], ['iu', 'ю'], ['ie', 'є'],
  ['a', 'а'], ['b', 'б'], ['v', 'в'], ['h', 'г'], ['g', 'ґ'], ['d', 'д'], ['e', 'е'], ['z', 'з'], ['y', 'и'], ['i', 'і'], ['j', 'й'],
  ['k', 'к'], ['l', 'л'], ['m', 'м'], ['n', 'н'], ['o', 'о'], ['p', 'п'], ['r', 'р'], ['s', 'с'], ['t', 'т'], ['u', 'у'], ['f', 'ф'],
  ['c', 'к'], ['w', 'в'], ['x', 'кс'], ['q', 'к'],
];

/** At most this many words of a query are used (a search box is not a document). */
export const MAX_QUERY_WORDS = 6;

/** The words of a query, lower-cased, as PostgreSQL's 'simple' configuration splits them. */
export function queryWords(text: string): string[] {
  const words = text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** Ukrainian Cyrillic spelling of a Latin word (null for anything else). */
export function transliterate(word: string): string | null {
  if (!/^[a-z]+$/.test(word)) return null;
  let out = '';
  for (let i = 0; i < word.length; ) {
    const pair = LATIN_TO_CYRILLIC.find(([latin]) => word.startsWith(latin, i));
    if (!pair) return null;
    out += pair[1];
    i += pair[0].length;
  }
  return out;
}

const MIN_STEM = 3;
/**
 * The stems that stand for a query word: itself and, when it belongs to a dictionary group, the
 * whole group. A word belongs to a group when it starts with one of the group's stems (a longer
 * form: "масажу") or a stem starts with it (a word still being typed: "massa").
 */
export function expandWord(word: string): string[] {
  const stems = new Set([word]);
  for (const group of SYNONYM_GROUPS) {
    const hit = group.some((stem) => (word.startsWith(stem) && stem.length >= MIN_STEM) || (stem.startsWith(word) && word.length >= 4));
    if (hit) for (const stem of group) for (const part of queryWords(stem)) stems.add(part);
  }
  return [...stems];
}

export interface QueryTerms {
  /** The words as typed (lower-cased). */
  words: string[];
  /** Per query word: stems whose vocabulary words it may mean (the word itself and its synonyms). */
  prefixes: string[][];
  /** Per query word: spellings to correct against the vocabulary (the word, its transliteration). */
  fuzzy: string[][];
}

export function analyseQuery(text: string): QueryTerms | null {
  const words = queryWords(text);
  if (words.length === 0) return null;
  return {
    words,
    prefixes: words.map(expandWord),
    fuzzy: words.map((w) => [w, transliterate(w)].filter((s): s is string => s !== null)),
  };
}

/** A lexeme quoted for to_tsquery. */
const lexeme = (term: string) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The tsquery text: every query word must match (AND) through any of the vocabulary words found
 * for it (exact lexemes, so PostgreSQL's row estimates stay right and the GIN index is used). A
 * word with no vocabulary match stays as typed — it matches nothing, as it should.
 * `mode: 'any'` relaxes AND to OR.
 */
export function buildTsQuery(terms: Pick<QueryTerms, 'words'>, matches: string[][], mode: 'all' | 'any' = 'all'): string {
  const perWord = terms.words.map((word, i) => {
    const alternatives = matches[i]?.length ? [...new Set(matches[i])] : [word];
    return `(${alternatives.map(lexeme).join(' | ')})`;
  });
  return perWord.join(mode === 'all' ? ' & ' : ' | ');
}
