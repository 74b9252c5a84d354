// @ts-check
// A cycle rule that counts `import type` too. import-x/no-cycle (4.18) skips type-only imports
// unconditionally (rules/no-cycle.js), so `x.repository.ts` ↔ `x.sql.ts` circles whose one side
// imports only types were never reported (issue #27). This rule follows every relative import and
// re-export of the linted file, type-only or not (dynamic `import()` excepted: it is how a cycle is
// broken on purpose), and reports the import that leads back to the file.
import fs from 'node:fs';
import path from 'node:path';

/** Static imports and re-exports with a relative specifier, as written in a file. */
const STATIC_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;

/** @type {Map<string, { mtimeMs: number; deps: string[] }>} */
const depsCache = new Map();

/** The file a relative specifier names: `./x.js` is `./x.ts` in TypeScript sources. */
function resolve(fromFile, specifier) {
  const target = path.resolve(path.dirname(fromFile), specifier);
  const stem = target.replace(/\.(js|mjs|cjs|jsx)$/, '');
  for (const candidate of [target, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, path.join(target, 'index.ts')]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

function depsOfText(file, text) {
  const deps = [];
  for (const m of text.matchAll(STATIC_IMPORT)) {
    const resolved = resolve(file, /** @type {string} */ (m[1]));
    if (resolved) deps.push(resolved);
  }
  return deps;
}

function depsOfFile(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const cached = depsCache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.deps;
  const deps = depsOfText(file, fs.readFileSync(file, 'utf8'));
  depsCache.set(file, { mtimeMs: stat.mtimeMs, deps });
  return deps;
}

/** The shortest path of imports from `start` back to `home`, or null. */
function pathBack(start, home) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = /** @type {string} */ (queue.shift());
    for (const dep of depsOfFile(file)) {
      if (dep === home) {
        const chain = [file];
        for (let f = previous.get(file); f; f = previous.get(f)) chain.unshift(f);
        return chain;
      }
      if (!previous.has(dep)) {
        previous.set(dep, file);
        queue.push(dep);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between source files, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle (type imports count too): {{chain}}. Move the shared types or selects down a layer (repository → sql → rows).' },
  },
  create(context) {
    const home = path.resolve(context.filename);
    const root = context.cwd;
    const checked = new Set();
    /** @param {import('estree').ImportDeclaration | import('estree').ExportNamedDeclaration | import('estree').ExportAllDeclaration} node */
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const dep = resolve(home, specifier);
      if (!dep || checked.has(dep)) return;
      checked.add(dep);
      const chain = dep === home ? [] : pathBack(dep, home);
      if (!chain) return;
      const shown = [home, ...chain, home].map((f) => path.relative(root, f)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { chain: shown } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { meta: { name: 'vizyt-import-cycles' }, rules: { 'no-import-cycle': noImportCycle } };
