#!/usr/bin/env node
// Web performance budget: the JavaScript the landing page (/) downloads before it can respond
// must stay within 150 KB gzip. Counted from the built app (apps/web/dist, or WEB_DIST_DIR, or
// the first argument):
//   1. index.html's entry script, its modulepreloads and everything they import statically
//      (Vite's manifest, .vite/manifest.json);
//   2. what index.html's inline preload script adds on / for the default language: the texts
//      the first render waits for and the landing page's chunk with its static imports and
//      texts (.vite/first-page-preloads.json, written by apps/web/build/first-page-preload.ts).
// Prints a table per chunk and exits 1 over budget. Run by `npm test` right after the build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { entryKey, formatTable, htmlScripts, staticClosure } from './web-budget.mjs';

export const BUDGET_BYTES = 150 * 1024;
const PAGE = '/';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'));

const read = (file) => fs.readFileSync(path.join(dist, file));
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}: build the web app first (build.manifest is on in vite.config.ts).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const html = read('index.html').toString('utf8');

const preloadsPath = path.join(dist, '.vite', 'first-page-preloads.json');
if (!fs.existsSync(preloadsPath)) {
  console.error(`No ${preloadsPath}: the web build must run the first-page-preload plugin (apps/web/vite.config.ts).`);
  process.exit(1);
}
const preloads = JSON.parse(fs.readFileSync(preloadsPath, 'utf8'));
const language = preloads.defaultLanguage;

const entry = entryKey(manifest);
const fromHtml = new Set(htmlScripts(html));
const entryChunks = staticClosure(manifest, [entry]);
const entryFiles = new Set(entryChunks.map((key) => manifest[key].file));
// A modulepreload that the manifest walk does not reach would still be downloaded: count it.
const extraPreloads = [...fromHtml].filter((file) => !entryFiles.has(file));
const early = [...(preloads.core[language] ?? []), ...(preloads.pages[PAGE]?.[language] ?? [])].filter((file) => !entryFiles.has(file));
if (!preloads.pages[PAGE]) {
  console.error(`${preloadsPath} lists nothing for ${PAGE}: the landing page's own chunk would go uncounted.`);
  process.exit(1);
}

const row = (file, why) => {
  const bytes = read(file);
  return { file, why, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
};
const rows = [
  ...entryChunks.map((key) => row(manifest[key].file, key === entry ? 'entry' : fromHtml.has(manifest[key].file) ? 'modulepreload' : 'static import')),
  ...extraPreloads.map((file) => row(file, 'modulepreload')),
  ...early.map((file) => row(file, /\/locale-/.test(file) ? `texts (${language})` : `page chunk for ${PAGE}`)),
];
const { total, text } = formatTable(rows, { title: `Web budget: JavaScript that / downloads before it responds, language ${language} (${path.relative(root, dist) || dist})`, budgetBytes: BUDGET_BYTES });
console.log(text);
const stylesheets = [...new Set(entryChunks.flatMap((key) => manifest[key].css ?? []))];
for (const sheet of stylesheets.map((file) => row(file, 'stylesheet'))) {
  console.log(`  not counted (CSS): ${sheet.file} ${(sheet.gzip / 1024).toFixed(1)} KB gzip`);
}
if (total > BUDGET_BYTES) {
  console.error(`\n✖ Over budget by ${((total - BUDGET_BYTES) / 1024).toFixed(1)} KB gzip. Keep libraries the landing does not use out of the entry (vite.config.ts groups, static imports of app/ and lib/).`);
  process.exit(1);
}
console.log(`\n✔ Within budget (${((BUDGET_BYTES - total) / 1024).toFixed(1)} KB gzip to spare).`);
