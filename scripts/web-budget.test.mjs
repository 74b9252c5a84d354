// Unit tests of the web budget's graph walk (node --test scripts/): run by `npm test`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { entryKey, formatTable, htmlScripts, keyOf, staticClosure } from './web-budget.mjs';

const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js', '_shell-c.js'], dynamicImports: ['src/pages/landing.tsx', 'src/pages/search.tsx'] },
  '_react-b.js': { file: 'assets/react-b.js', name: 'react' },
  '_shell-c.js': { file: 'assets/shell-c.js', name: 'shell', imports: ['_react-b.js', '_runtime-d.js'] },
  '_runtime-d.js': { file: 'assets/runtime-d.js', name: 'runtime' },
  'src/pages/landing.tsx': { file: 'assets/landing-e.js', src: 'src/pages/landing.tsx', isDynamicEntry: true, imports: ['_shell-c.js', '_icons-f.js'], dynamicImports: ['_api-g.js'] },
  '_icons-f.js': { file: 'assets/icons-f.js', name: 'icons', imports: ['_icons-f.js'] },
  '_api-g.js': { file: 'assets/api-g.js', name: 'api', imports: ['_zod-h.js'] },
  '_zod-h.js': { file: 'assets/zod-h.js', name: 'zod' },
  'src/pages/search.tsx': { file: 'assets/search-i.js', src: 'src/pages/search.tsx', isDynamicEntry: true, imports: ['_api-g.js'] },
};

describe('staticClosure', () => {
  it('follows static imports depth first, each chunk once, and never dynamic imports', () => {
    assert.deepEqual(staticClosure(manifest, ['index.html']), ['index.html', '_react-b.js', '_shell-c.js', '_runtime-d.js']);
  });

  it('walks several roots together without repeating shared chunks (and survives an import cycle)', () => {
    assert.deepEqual(staticClosure(manifest, ['index.html', 'src/pages/landing.tsx']), [
      'index.html',
      '_react-b.js',
      '_shell-c.js',
      '_runtime-d.js',
      'src/pages/landing.tsx',
      '_icons-f.js',
    ]);
  });

  it('reaches what a lazy page imports statically (the API and zod of a search page)', () => {
    assert.deepEqual(staticClosure(manifest, ['src/pages/search.tsx']), ['src/pages/search.tsx', '_api-g.js', '_zod-h.js']);
  });

  it('fails on a chunk the manifest does not have', () => {
    const broken = { ...manifest, '_shell-c.js': { file: 'assets/shell-c.js', imports: ['_gone.js'] } };
    assert.throws(() => staticClosure(broken, ['index.html']), /no chunk "_gone.js" \(imported by "_shell-c.js"\)/);
  });
});

describe('manifest lookups', () => {
  it('finds the one HTML entry', () => {
    assert.equal(entryKey(manifest), 'index.html');
    assert.throws(() => entryKey({ a: { isEntry: true }, b: { isEntry: true } }), /expected one entry/);
  });

  it('finds a chunk by source file or by name', () => {
    assert.equal(keyOf(manifest, { src: 'src/pages/search.tsx' }), 'src/pages/search.tsx');
    assert.equal(keyOf(manifest, { name: 'zod' }), '_zod-h.js');
    assert.throws(() => keyOf(manifest, { name: 'nope' }), /no chunk for name "nope"/);
  });
});

describe('htmlScripts', () => {
  it('lists the module script and the modulepreload links, not stylesheets or classic scripts', () => {
    const html = `<head>
      <script>(function(){})()</script>
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b.js">
      <link rel="stylesheet" crossorigin href="/assets/shell.css">
      <link rel="icon" href="/favicon.svg">
    </head>`;
    assert.deepEqual(htmlScripts(html), ['assets/index-a.js', 'assets/react-b.js']);
  });
});

describe('formatTable', () => {
  it('totals the gzip sizes and marks a total over budget', () => {
    const rows = [
      { file: 'assets/a.js', why: 'entry', raw: 4096, gzip: 1024 },
      { file: 'assets/b.js', why: 'modulepreload', raw: 8192, gzip: 2048 },
    ];
    const within = formatTable(rows, { title: 'T', budgetBytes: 4096 });
    assert.equal(within.total, 3072);
    assert.match(within.text, /total\s+12\.0\s+3\.0 {2}\(budget 4\.0 KB gzip\)$/m);
    assert.match(formatTable(rows, { title: 'T', budgetBytes: 2048 }).text, /OVER/);
  });
});
