// The pure part of the web performance budget (scripts/check-web-budget.mjs): which built
// chunks a page loads before it can respond, read from Vite's manifest, and the report table.
// Kept free of file system access so scripts/web-budget.test.mjs can check the graph walk.

/**
 * Manifest keys of `roots` and everything they import statically, depth first, each once.
 * Dynamic imports are not followed: those chunks load later, when something asks for them.
 * Throws on a key the manifest does not have (a stale list must not pass silently).
 */
export function staticClosure(manifest, roots) {
  const seen = new Set();
  const order = [];
  const visit = (key, from) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no chunk "${key}"${from ? ` (imported by "${from}")` : ''}`);
    seen.add(key);
    order.push(key);
    for (const imported of chunk.imports ?? []) visit(imported, key);
  };
  for (const root of roots) visit(root);
  return order;
}

/** The manifest key of the HTML entry (index.html). */
export function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (keys.length !== 1) throw new Error(`expected one entry in the Vite manifest, found ${keys.length}: ${keys.join(', ')}`);
  return keys[0];
}

/** Key of the chunk built from source file `src` (a page module), or of the chunk named `name`. */
export function keyOf(manifest, { src, name }) {
  const key = Object.keys(manifest).find((k) => (src ? manifest[k].src === src : manifest[k].name === name));
  if (!key) throw new Error(`the Vite manifest has no chunk for ${src ? `source "${src}"` : `name "${name}"`}`);
  return key;
}

/** `href`s of <link rel="modulepreload"> and <script type="module" src> in index.html. */
export function htmlScripts(html) {
  const found = [];
  for (const tag of html.matchAll(/<(link|script)\b[^>]*>/gi)) {
    const text = tag[0];
    const isPreload = /\brel=["']?modulepreload\b/i.test(text);
    const isModule = /\btype=["']?module\b/i.test(text);
    const url = /\b(?:href|src)=["']?([^"'\s>]+)/i.exec(text)?.[1];
    if (url && ((tag[1].toLowerCase() === 'link' && isPreload) || (tag[1].toLowerCase() === 'script' && isModule))) found.push(url.replace(/^\//, ''));
  }
  return found;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Markdown-ish table of rows { file, why, raw, gzip } and the total. */
export function formatTable(rows, { title, budgetBytes }) {
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const width = Math.max(5, ...rows.map((row) => row.file.length));
  const lines = [
    title,
    `  ${'chunk'.padEnd(width)}  ${'loaded as'.padEnd(18)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}`,
    ...rows.map((row) => `  ${row.file.padEnd(width)}  ${row.why.padEnd(18)} ${kb(row.raw).padStart(8)} ${kb(row.gzip).padStart(8)}`),
    `  ${'total'.padEnd(width)}  ${''.padEnd(18)} ${kb(rows.reduce((s, r) => s + r.raw, 0)).padStart(8)} ${kb(total).padStart(8)}  (budget ${kb(budgetBytes)} KB gzip${total > budgetBytes ? ' — OVER' : ''})`,
  ];
  return { total, text: lines.join('\n') };
}
