/**
 * The legal texts live in the `legal` namespace (src/locales/<lng>/legal.json):
 *
 *   <document>.title · .navLabel · .description · .intro: string[]
 *   <document>.sections.<sectionId>.title
 *   <document>.sections.<sectionId>.body: Array<string | { list: string[] }>
 *
 * A string in `body` is a paragraph, `{ list }` a bulleted list. Texts may use the inline
 * markup of inline-markup.ts. Section order is the key order in the JSON file, so adding a
 * section means adding it to the three language files and nothing else.
 *
 * i18next hands these back as `unknown` (returnObjects), so everything is checked here and
 * anything malformed is dropped rather than rendered as "[object Object]".
 */
import { paths } from '@/config/paths';

export const LEGAL_DOCUMENTS = {
  privacy: { path: paths.privacy, lastUpdated: '2026-11-22' },
  terms: { path: paths.terms, lastUpdated: '2026-11-22' },
} as const;

export type LegalDocumentKey = keyof typeof LEGAL_DOCUMENTS;

export const LEGAL_DOCUMENT_KEYS = Object.keys(LEGAL_DOCUMENTS) as LegalDocumentKey[];

export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export interface LegalSection {
  /** Key in the JSON; stable across languages. */
  key: string;
  /** DOM id and URL fragment, e.g. `privacy-rights`. Prefixed so it never clashes with layout ids. */
  anchor: string;
  title: string;
  blocks: LegalBlock[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const sectionAnchor = (document: LegalDocumentKey, sectionKey: string): string => `${document}-${sectionKey}`;

export const toParagraphs = (raw: unknown): string[] => (Array.isArray(raw) ? raw.filter(isText) : []);

export const toBlock = (raw: unknown): LegalBlock | null => {
  if (isText(raw)) return { kind: 'paragraph', text: raw };
  if (isRecord(raw) && Array.isArray(raw.list)) {
    const items = raw.list.filter(isText);
    return items.length > 0 ? { kind: 'list', items } : null;
  }
  return null;
};

export const toSections = (document: LegalDocumentKey, raw: unknown): LegalSection[] => {
  if (!isRecord(raw)) return [];
  return Object.entries(raw).flatMap(([key, value]) => {
    if (!isRecord(value) || !isText(value.title)) return [];
    const blocks = Array.isArray(value.body)
      ? value.body.map(toBlock).filter((block): block is LegalBlock => block !== null)
      : [];
    return [{ key, anchor: sectionAnchor(document, key), title: value.title, blocks }];
  });
};
