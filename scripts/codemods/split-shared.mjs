#!/usr/bin/env node
// Splits `shared/` (`@pm/shared`) by where the code runs: `shared/domain` (`@pm/domain`: both sides, no React, browser
// or store) and `shared/web` (`@pm/web`: the browser side). Re-runnable: on a tree that still has `shared/src` it
// moves the files (git mv) and rewrites every import of them; on a tree already split it changes nothing.
//
//   node scripts/codemods/split-shared.mjs          (from the workspace root; prints what it could not map)
//
// What it does, in order:
//   1. moves each file under shared/ by the MOVES table (first matching rule wins; a folder rule takes the files
//      added to that folder later too); a SPLIT folder sends a file to @pm/web when it imports a browser-only module
//      and to @pm/domain otherwise;
//   2. cuts the declarations named in SPLITS out of a file into their own file (plain types the domain needs);
//   3. rewrites the relative imports of the moved files; a barrel (`index.ts`) line re-exporting a file that moved to
//      the other package or folder moves to that folder's barrel;
//   4. rewrites every `@pm/shared…` import in the workspace, name by name (a name goes to the package and folder that
//      now define it): a folder import stays a folder import (`@pm/domain/forms`), a deep import stays deep;
//   5. writes both package.json files (explicit `exports`: one entry per folder with an index.ts, plus every deep
//      entry some import uses) and tsconfig.json files, and points the consumers' package.json, tsconfig.json,
//      webpack and jest configs at the new packages.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ts = require('typescript');

// ── Mapping table ────────────────────────────────────────────────────────────────────────────────────────────────
// [old path or folder (ending in /), new path or folder | 'SPLIT:<domain folder>|<web folder>' | 'DELETE']
const MOVES = [
  // The one-line stubs that fed `exports "./*"` and the root that re-exported the contracts: explicit exports now.
  [/^shared\/src\/[^/]+\.ts$/, 'DELETE'],
  ['shared/src/contracts/remote.ts', 'shared/web/src/contracts/remote.ts'], // the mount contract (store, history)
  ['shared/src/contracts/', 'shared/domain/src/contracts/'],
  ['shared/src/i18n/common/', 'shared/domain/src/texts/'], // the text tables: the server reads them too
  ['shared/src/i18n/', 'shared/web/src/i18n/'], // the i18next instance, the page's language
  ['shared/src/auth/', 'SPLIT:shared/domain/src/auth/|shared/web/src/auth/'], // rules | React gates
  ['shared/src/forms/', 'shared/domain/src/forms/'],
  ['shared/src/workflow/', 'shared/domain/src/workflow/'],
  ['shared/src/money/', 'shared/domain/src/money/'],
  ['shared/src/utils/', 'shared/domain/src/utils/'],
  ['shared/src/routes/', 'shared/domain/src/routes/'],
  ['shared/src/shapes/', 'shared/domain/src/shapes/'],
  ['shared/src/api/', 'shared/web/src/api/'],
  ['shared/src/store/', 'shared/web/src/store/'],
  ['shared/src/storage/', 'shared/web/src/storage/'],
  ['shared/src/ui/', 'shared/web/src/ui/'],
  ['shared/src/remote/', 'shared/web/src/remote/'],
  ['shared/src/charts/', 'shared/web/src/charts/'],
  ['shared/src/testing/', 'shared/web/src/testing/'],
  ['shared/test/', 'shared/web/test/'],
  ['shared/types/', 'shared/web/types/'],
  ['shared/webpack/', 'shared/web/webpack/'],
  ['shared/package.json', 'DELETE'], // written anew for each package (step 5)
  ['shared/tsconfig.json', 'DELETE'],
];

// Declarations cut out of a file into their own file: [file as it was, names, new file].
const SPLITS = [
  ['shared/src/contracts/remote.ts', ['Locale', 'Theme'], 'shared/domain/src/contracts/locale.ts'],
  [
    'shared/src/contracts/remote.ts',
    ['RemoteName', 'RemoteEntry', 'RemoteRegistry'],
    'shared/domain/src/contracts/remote-registry.ts',
  ],
];

// An import of one of these makes a file in a SPLIT folder a @pm/web file.
const WEB_ONLY =
  /^(react|react-dom|react-redux|react-router|react-router-dom|react-i18next|i18next|@arco-design\/|@reduxjs\/toolkit|axios|history|single-spa|echarts|@testing-library\/)/;

const PACKAGES = {
  domain: { dir: 'shared/domain', name: '@pm/domain' },
  web: { dir: 'shared/web', name: '@pm/web' },
};
const OLD_ROOT_ENTRY = 'shared/src/contracts/index.ts'; // what `@pm/shared` meant
const SERVER_DIRS = ['server/'];
const CONSUMER_DIRS = ['shell', 'server', 'e2e', 'bench', 'scripts', ...listRemotes()];
const SOURCE_EXT = /\.(ts|tsx|mts|cts|mjs|cjs|js)$/;

// ── Plumbing ─────────────────────────────────────────────────────────────────────────────────────────────────────
const root = process.cwd();
const problems = [];
const warn = (message) => problems.push(message);
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const exists = (file) => fs.existsSync(path.join(root, file));

function listRemotes() {
  return fs.readdirSync(process.cwd()).filter((name) => name.startsWith('mf-'));
}

function trackedFiles(prefix) {
  return git('ls-files', '--', prefix)
    .split('\n')
    .filter((file) => file && exists(file));
}

const packageOf = (file) =>
  Object.entries(PACKAGES).find(([, { dir }]) => file.startsWith(`${dir}/`))?.[0] ?? null;

// ── 1. The plan: old path → new path ────────────────────────────────────────────────────────────────────────────
function imports(text) {
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]);
}

function destination(file) {
  for (const [from, to] of MOVES) {
    const matches =
      from instanceof RegExp ? from.test(file) : from.endsWith('/') ? file.startsWith(from) : file === from;
    if (!matches) continue;
    if (to === 'DELETE') return null;
    const rest = from instanceof RegExp || !from.endsWith('/') ? '' : file.slice(from.length);
    if (to.startsWith('SPLIT:')) {
      const [domainDir, webDir] = to.slice('SPLIT:'.length).split('|');
      const webOnly = /\.tsx$/.test(file) || imports(read(file)).some((spec) => WEB_ONLY.test(spec));
      return (webOnly ? webDir : domainDir) + rest;
    }
    return to.endsWith('/') ? to + rest : to;
  }
  warn(`not mapped (left in place): ${file}`);
  return file;
}

const oldFiles = trackedFiles('shared/').filter(
  (file) => !file.startsWith('shared/domain/') && !file.startsWith('shared/web/'),
);
const plan = new Map(oldFiles.map((file) => [file, destination(file)]));
const alreadySplit = oldFiles.length === 0 || !exists('shared/src');

// Relative and package specifiers are resolved against the tree as it was (the moves only rename).
const oldSet = new Set(oldFiles);
function resolveOld(fromFile, spec) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), spec));
  return resolveOldPath(base);
}
function resolveOldPath(base) {
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
    `${base}/index.cjs`,
  ]) {
    if (oldSet.has(candidate)) return stub(candidate);
  }
  return null;
}
/** A one-line stub (`export * from './api/index'`) stands for what it re-exports. */
function stub(file) {
  if (!/^shared\/src\/[^/]+\.ts$/.test(file)) return file;
  if (file === 'shared/src/index.ts') return OLD_ROOT_ENTRY;
  const match = /export \* from '([^']+)'/.exec(oldText.get(file) ?? '');
  return match ? resolveOld(file, match[1]) : file;
}
function resolveOldPackage(spec) {
  if (spec === '@pm/shared') return OLD_ROOT_ENTRY;
  const rest = spec.slice('@pm/shared/'.length);
  if (rest === 'webpack') return 'shared/webpack/index.cjs';
  if (rest === 'package.json') return 'shared/package.json';
  return resolveOldPath(`shared/src/${rest}`);
}

const oldText = new Map(oldFiles.filter((file) => SOURCE_EXT.test(file)).map((file) => [file, read(file)]));

// ── Export graph of the old tree: which file defines each name a barrel exports ─────────────────────────────────
const sourceFile = (file, text) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    /x$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** name → [defining old file, name there] for every name `file` exports (following re-exports). */
const definitions = new Map();
function definersOf(file, seen = new Set()) {
  if (definitions.has(file)) return definitions.get(file);
  const result = new Map();
  if (seen.has(file) || !oldText.has(file)) return result;
  seen.add(file);
  const source = sourceFile(file, oldText.get(file));
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const spec = statement.moduleSpecifier?.text;
      // A re-export of a package (`export { registerMap } from 'echarts/core'`) is defined here.
      const target = spec && spec.startsWith('.') ? resolveOld(file, spec) : null;
      if (spec && spec.startsWith('.') && !target) continue;
      if (!statement.exportClause) {
        for (const [name, where] of definersOf(target, seen)) if (name !== 'default') result.set(name, where);
      } else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          const local = (element.propertyName ?? element.name).text;
          const where = target ? (definersOf(target, seen).get(local) ?? [target, local]) : [file, local];
          result.set(element.name.text, where);
        }
      }
      continue;
    }
    const exported =
      ts.canHaveModifiers(statement) &&
      ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      const bind = (name) => {
        if (ts.isIdentifier(name)) result.set(name.text, [file, name.text]);
        else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name);
      };
      for (const declaration of statement.declarationList.declarations) bind(declaration.name);
    } else if (statement.name) {
      result.set(statement.name.text, [file, statement.name.text]);
    }
  }
  definitions.set(file, result);
  return result;
}

// ── Where a name of an old file lives now ───────────────────────────────────────────────────────────────────────
function splitTarget(oldFile, name) {
  return SPLITS.find(([from, names]) => from === oldFile && names.includes(name))?.[2] ?? null;
}
function newLocation(oldFile, name) {
  if (name) {
    const [definer, local] = definersOf(oldFile).get(name) ?? [oldFile, name];
    const split = splitTarget(definer, local);
    if (split) return { file: split, viaBarrel: false };
  }
  return { file: plan.get(oldFile) ?? oldFile, viaBarrel: false };
}
const isBarrel = (file) => /\/index\.(ts|tsx)$/.test(file);
const topFolder = (file) => {
  const pkg = packageOf(file);
  if (!pkg) return null;
  const inside = file.slice(PACKAGES[pkg].dir.length + 1).split('/');
  return inside[0] === 'src' && inside.length > 2 ? `${PACKAGES[pkg].dir}/src/${inside[1]}` : null;
};

/** For an import of `names` from the old file or barrel `oldTarget`: the new file each group of names comes from. */
function targetsFor(oldTarget, names, importer = null) {
  const groups = new Map();
  const add = (file, name) => {
    if (!groups.has(file)) groups.set(file, []);
    if (name) groups.get(file).push(name);
  };
  if (!names || names.length === 0) {
    add(plan.get(oldTarget) ?? oldTarget, null);
    return groups;
  }
  for (const name of names) {
    const exportedName = name.imported;
    if (!isBarrel(oldTarget) && prefersFolderEntry(importer, oldTarget, exportedName)) {
      const where = definersOf(oldTarget).get(exportedName);
      const definer = splitTarget(where[0], where[1]) ?? plan.get(where[0]) ?? where[0];
      add(`${topFolder(definer)}/index.ts`, name);
    } else if (isBarrel(oldTarget)) {
      // A barrel import stays a barrel import: the barrel of the folder that now holds the name's definer.
      const where = definersOf(oldTarget).get(exportedName);
      if (!where) {
        warn(`${oldTarget} does not export ${exportedName}`);
        add(plan.get(oldTarget) ?? oldTarget, name);
        continue;
      }
      const definer = splitTarget(where[0], where[1]) ?? plan.get(where[0]) ?? where[0];
      const folder = topFolder(definer);
      add(folder ? `${folder}/index.ts` : definer, name);
    } else {
      add(newLocation(oldTarget, exportedName).file, name);
    }
  }
  return groups;
}

/**
 * A deep import from outside the package becomes a folder import when the folder's barrel exports the same thing
 * (the server keeps its deep imports: they load only what a route needs).
 */
function prefersFolderEntry(importer, oldTarget, name) {
  if (!importer || SERVER_DIRS.some((dir) => importer.startsWith(dir))) return false;
  const where = definersOf(oldTarget).get(name);
  if (!where) return false;
  const definer = splitTarget(where[0], where[1]) ?? plan.get(where[0]) ?? where[0];
  const folder = topFolder(definer);
  if (!folder || packageOf(definer) === packageOf(importer)) return false;
  const oldBarrel = /^shared\/src\/[^/]+\//.exec(oldTarget)?.[0];
  const viaBarrel = oldBarrel && definersOf(`${oldBarrel}index.ts`).get(name);
  return !!viaBarrel && viaBarrel[0] === where[0] && viaBarrel[1] === where[1];
}

// ── Specifiers ─────────────────────────────────────────────────────────────────────────────────────────────────
const deepEntries = { domain: new Set(), web: new Set() };
function withoutExtension(file) {
  return file.replace(/\/index\.(ts|tsx|cjs)$/, '').replace(/\.(ts|tsx|cjs|mjs|js)$/, '');
}
function specifierFor(importer, target) {
  const importerPkg = packageOf(importer);
  const targetPkg = packageOf(target);
  if (!targetPkg) return null;
  if (importerPkg === targetPkg) {
    let relative = path.posix.relative(path.posix.dirname(importer), target.replace(/\.(ts|tsx)$/, ''));
    relative = relative.replace(/\/index$/, '').replace(/^index$/, '.');
    if (!relative.startsWith('.')) relative = `./${relative}`;
    return relative;
  }
  if (importerPkg === 'domain' && targetPkg === 'web')
    warn(`${importer}: domain code imports ${target} (@pm/web) — fix by hand`);
  const inside = withoutExtension(target.slice(PACKAGES[targetPkg].dir.length + 1)).replace(/^src\//, '');
  const folder = topFolder(target);
  if (!(folder && `${folder}/index.ts` === target) && inside !== 'webpack' && inside !== 'package.json') {
    deepEntries[targetPkg].add(inside);
  }
  return `${PACKAGES[targetPkg].name}/${inside}`;
}

// ── Import rewriting (TypeScript AST, text edits) ──────────────────────────────────────────────────────────────
function importNames(clause) {
  // → { defaultName, namespace, names: [{ imported, local, isType }], typeOnly }
  const result = {
    defaultName: clause?.name?.text ?? null,
    namespace: null,
    names: [],
    typeOnly: !!clause?.isTypeOnly,
  };
  const bindings = clause?.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) result.namespace = bindings.name.text;
  if (bindings && ts.isNamedImports(bindings)) {
    for (const element of bindings.elements) {
      result.names.push({
        imported: (element.propertyName ?? element.name).text,
        local: element.name.text,
        isType: element.isTypeOnly,
      });
    }
  }
  return result;
}
function exportNames(clause) {
  return clause.elements.map((element) => ({
    imported: (element.propertyName ?? element.name).text,
    local: element.name.text,
    isType: element.isTypeOnly,
  }));
}
function namesText(names) {
  return names
    .map(
      ({ imported, local, isType }) =>
        `${isType ? 'type ' : ''}${imported === local ? imported : `${imported} as ${local}`}`,
    )
    .join(', ');
}
function quoteOf(node, text) {
  return text[node.getStart()] === '"' ? '"' : "'";
}

/**
 * Rewrites the import/export/require/jest.mock specifiers of one file. `resolve(spec)` gives the old target file for
 * a specifier to rewrite, or null to keep it. Returns the new text, and the barrel lines to move elsewhere.
 */
function rewriteFile(file, text, resolve, { barrelMoves = false } = {}) {
  const source = sourceFile(file, text);
  const edits = [];
  const moved = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const oldTarget = resolve(node.moduleSpecifier.text);
      if (oldTarget) rewriteDeclaration(node, oldTarget);
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require') ||
        (ts.isPropertyAccessExpression(node.expression) &&
          /^(mock|requireActual|doMock|unmock)$/.test(node.expression.name.text)))
    ) {
      const literal = node.arguments[0];
      const oldTarget = resolve(literal.text);
      if (oldTarget) {
        const [target] = targetsFor(oldTarget, null).keys();
        const spec = specifierFor(file, target);
        if (spec) edits.push([literal.getStart() + 1, literal.getEnd() - 1, spec]);
      }
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      const literal = node.argument.literal;
      const oldTarget = resolve(literal.text);
      if (oldTarget) {
        const name = node.qualifier && ts.isIdentifier(node.qualifier) ? node.qualifier.text : null;
        const [target] = targetsFor(oldTarget, name ? [{ imported: name, local: name }] : null).keys();
        const spec = specifierFor(file, target);
        if (spec) edits.push([literal.getStart() + 1, literal.getEnd() - 1, spec]);
      }
    }
    ts.forEachChild(node, visit);
  };

  function rewriteDeclaration(node, oldTarget) {
    const q = quoteOf(node.moduleSpecifier, text);
    const isExport = ts.isExportDeclaration(node);
    let parts;
    let render;
    if (isExport) {
      const names =
        node.exportClause && ts.isNamedExports(node.exportClause) ? exportNames(node.exportClause) : null;
      if (!names && node.exportClause) {
        warn(`${file}: 'export * as' from ${oldTarget} kept whole`);
      }
      const typeOnly = node.isTypeOnly ? 'type ' : '';
      if (names) {
        parts = targetsFor(oldTarget, names, isBarrel(file) ? null : file);
        render = (target, list, spec) => `export ${typeOnly}{ ${namesText(list)} } from ${q}${spec}${q};`;
      } else {
        // `export * from`: a split file is re-exported from each of its parts.
        parts = new Map([[plan.get(oldTarget) ?? oldTarget, []]]);
        for (const [from, , to] of SPLITS) if (from === oldTarget) parts.set(to, []);
        const star = node.exportClause
          ? text.slice(node.exportClause.getStart(), node.exportClause.getEnd())
          : '*';
        render = (target, list, spec) => `export ${typeOnly}${star} from ${q}${spec}${q};`;
      }
    } else {
      const clause = importNames(node.importClause);
      const whole = clause.defaultName || clause.namespace || clause.names.length === 0;
      parts = whole ? targetsFor(oldTarget, null) : targetsFor(oldTarget, clause.names, file);
      if (whole && (clause.defaultName || clause.namespace) && clause.names.length === 0) {
        // default / namespace: whole file
      } else if (whole && clause.names.length > 0) {
        warn(`${file}: default + named import from ${oldTarget} not split by name`);
      }
      const typeOnly = clause.typeOnly ? 'type ' : '';
      render = (target, list, spec) => {
        if (!node.importClause) return `import ${q}${spec}${q};`;
        if (whole) {
          const head = [
            clause.defaultName,
            clause.namespace ? `* as ${clause.namespace}` : null,
            clause.names.length ? `{ ${namesText(clause.names)} }` : null,
          ]
            .filter(Boolean)
            .join(', ');
          return `import ${typeOnly}${head} from ${q}${spec}${q};`;
        }
        return `import ${typeOnly}{ ${namesText(list)} } from ${q}${spec}${q};`;
      };
    }
    const lines = [];
    for (const [target, list] of parts) {
      const targetPkg = packageOf(target);
      const fileFolder = topFolder(file);
      if (barrelMoves && isExport && isBarrel(file) && targetPkg && topFolder(target) !== fileFolder) {
        // A barrel line for a file that now lives in another folder goes to that folder's barrel.
        const barrel = `${topFolder(target)}/index.ts`;
        if (barrel !== target)
          moved.push({ barrel, line: render(target, list, specifierFor(barrel, target)) });
        continue;
      }
      const spec = specifierFor(file, target);
      if (!spec) {
        warn(`${file}: cannot place ${target}`);
        lines.push(text.slice(node.getStart(), node.getEnd()));
        continue;
      }
      lines.push(render(target, list, spec));
    }
    const original = text.slice(node.getStart(), node.getEnd());
    const sameSpec =
      lines.length === 1 && parts.size === 1 && lines[0].includes(`${q}${node.moduleSpecifier.text}${q}`);
    if (sameSpec) return; // nothing moved for this line: keep it as written
    void original;
    const start = node.getStart();
    let end = node.getEnd();
    if (lines.length === 0 && text[end] === '\n') end += 1;
    edits.push([start, end, lines.join('\n')]);
  }

  visit(source);
  edits.sort((a, b) => b[0] - a[0]);
  let out = text;
  for (const [start, end, replacement] of edits) out = out.slice(0, start) + replacement + out.slice(end);
  return { text: out, moved };
}

// ── Run ──────────────────────────────────────────────────────────────────────────────────────────────────────────
if (alreadySplit) {
  console.log('split-shared: shared/src is gone — already split, nothing to do.');
  process.exit(0);
}

// 1. Move.
for (const [from, to] of plan) {
  if (to === null) git('rm', '-q', '--', from);
  else if (to !== from) {
    fs.mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
    git('mv', '--', from, to);
  }
}

// 2. Split declarations out (the moved file keeps the rest and imports what it still uses).
const splitsByFile = new Map();
for (const [from, names, to] of SPLITS) {
  if (!splitsByFile.has(from)) splitsByFile.set(from, []);
  splitsByFile.get(from).push({ names, to });
}
for (const [from, parts] of splitsByFile) {
  const current = plan.get(from);
  if (!current || !exists(current)) {
    warn(`split source missing: ${from}`);
    continue;
  }
  const text = oldText.get(from);
  const source = sourceFile(from, text);
  const cut = [];
  for (const { names, to } of parts) {
    const pieces = [];
    for (const statement of source.statements) {
      const name = statement.name?.text;
      if (name && names.includes(name)) {
        pieces.push(text.slice(statement.getFullStart(), statement.getEnd()).replace(/^\n+/, ''));
        cut.push(statement);
      }
    }
    const missing = names.filter((name) => !source.statements.some((s) => s.name?.text === name));
    if (missing.length) warn(`split ${from}: ${missing.join(', ')} not found`);
    write(to, `${pieces.join('\n\n')}\n`);
    git('add', '--', to);
  }
  let rest = text;
  for (const statement of [...cut].sort((a, b) => b.getFullStart() - a.getFullStart())) {
    rest = rest.slice(0, statement.getFullStart()) + rest.slice(statement.getEnd());
  }
  const used = parts.flatMap(({ names, to }) =>
    names.filter((name) => new RegExp(`\\b${name}\\b`).test(rest)).length
      ? [{ to, names: names.filter((name) => new RegExp(`\\b${name}\\b`).test(rest)) }]
      : [],
  );
  const lastImport = [...sourceFile(from, rest).statements].filter(ts.isImportDeclaration).pop();
  const at = lastImport ? lastImport.getEnd() : 0;
  // The added imports point at the old path; step 3 turns them into the new one.
  const added = used
    .map(
      ({ to, names }) =>
        `\nimport type { ${names.join(', ')} } from '${path.posix.relative(path.posix.dirname(from), to).replace(/\.ts$/, '')}';`,
    )
    .join('');
  rest = rest.slice(0, at) + added + rest.slice(at);
  write(current, rest.replace(/\n{3,}/g, '\n\n'));
}

// 3. Relative imports of the moved files.
const barrelLines = new Map();
for (const [from, to] of plan) {
  if (!to || !SOURCE_EXT.test(to)) continue;
  const splitAdded = new Set(SPLITS.map(([, , file]) => file));
  const resolve = (spec) => {
    if (!spec.startsWith('.') || spec.endsWith('.json')) return null;
    const target = resolveOld(from, spec);
    if (target) return target;
    // An import added by the split step names the new file directly.
    const direct = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec)) + '.ts';
    if (splitAdded.has(direct)) return direct;
    if (!/\.(css|svg|png|json)$/.test(spec)) warn(`${from}: cannot resolve '${spec}'`);
    return null;
  };
  const text = read(to);
  const { text: out, moved } = rewriteFile(to, text, resolve, { barrelMoves: true });
  if (out !== text) write(to, out);
  for (const { barrel, line } of moved) {
    if (!barrelLines.has(barrel)) barrelLines.set(barrel, []);
    barrelLines.get(barrel).push(line);
  }
}
for (const [barrel, lines] of barrelLines) {
  const before = exists(barrel) ? read(barrel) : '';
  const fresh = lines.filter((line) => !before.includes(line));
  write(
    barrel,
    before + (before && !before.endsWith('\n') ? '\n' : '') + fresh.join('\n') + (fresh.length ? '\n' : ''),
  );
  git('add', '--', barrel);
}

// A path under the old shared/ named in a comment or a README (`shared/src/forms`); not `mf-x/src/shared/types`.
const PATH_MENTION = /(?<![\w./-])shared\/(src|test|types|webpack)\b/;

// 4. Every `@pm/shared…` import in the workspace, and the old paths named in comments.
const changed = new Set();
const consumerFiles = [
  ...CONSUMER_DIRS.flatMap((dir) => trackedFiles(`${dir}/`)),
  ...trackedFiles('shared/domain/'),
  ...trackedFiles('shared/web/'),
  ...git('ls-files')
    .split('\n')
    .filter((file) => file && !file.includes('/') && exists(file)),
].filter((file) => SOURCE_EXT.test(file) && !file.startsWith('scripts/codemods/'));
for (const file of new Set(consumerFiles)) {
  const text = read(file);
  if (!text.includes('@pm/shared') && !PATH_MENTION.test(text)) continue;
  const resolve = (spec) => {
    if (spec !== '@pm/shared' && !spec.startsWith('@pm/shared/')) return null;
    const target = resolveOldPackage(spec);
    if (!target) warn(`${file}: cannot resolve '${spec}'`);
    return target;
  };
  const rewritten = text.includes('@pm/shared') ? rewriteFile(file, text, resolve).text : text;
  const out = replacePathMentions(replaceMentions(rewritten));
  if (out === text) continue;
  write(file, out);
  changed.add(file);
  if (out.includes('@pm/shared')) warn(`${file}: still mentions @pm/shared (fix by hand)`);
}

// Mentions of `@pm/shared/<folder>[/<file>]` in Markdown and comments: the same places, by file.
function replaceMentions(text) {
  return text.replace(/@pm\/shared(\/[A-Za-z0-9/_-]+)?/g, (all) => {
    const target = resolveOldPackage(all);
    if (!target) return all;
    const [newFile] = targetsFor(target, null).keys();
    const pkg = packageOf(newFile);
    if (!pkg) return all;
    const inside = withoutExtension(newFile.slice(PACKAGES[pkg].dir.length + 1)).replace(/^src\//, '');
    return inside === 'contracts' && all === '@pm/shared' ? '@pm/domain' : `${PACKAGES[pkg].name}/${inside}`;
  });
}
/** A path under the old shared/ as the MOVES table maps it (a SPLIT folder: its @pm/domain half). */
function movedPath(oldPath) {
  if (plan.has(oldPath)) return plan.get(oldPath) ?? oldPath;
  const folder = oldPath.replace(/\/?$/, '/');
  for (const [from, to] of MOVES) {
    if (from instanceof RegExp || !from.endsWith('/') || !folder.startsWith(from) || to === 'DELETE')
      continue;
    const base = to.startsWith('SPLIT:') ? to.slice('SPLIT:'.length).split('|')[0] : to;
    return (base + folder.slice(from.length)).replace(/\/$/, oldPath.endsWith('/') ? '/' : '');
  }
  return oldPath;
}
function replacePathMentions(text) {
  return text.replace(new RegExp(PATH_MENTION.source + '(\\/[A-Za-z0-9_.-]+)*\\/?', 'g'), (all) => {
    const trimmed = all.replace(/\.$/, '');
    return movedPath(trimmed) + all.slice(trimmed.length);
  });
}
for (const file of git('ls-files', '*.md')
  .split('\n')
  .filter((f) => f && exists(f))) {
  const text = read(file);
  const out = replacePathMentions(replaceMentions(text));
  if (out !== text) write(file, out);
}

// 5. Package files.
function folders(pkg) {
  const src = path.join(root, PACKAGES[pkg].dir, 'src');
  return fs
    .readdirSync(src)
    .filter(
      (name) =>
        fs.existsSync(path.join(src, name, 'index.ts')) || fs.existsSync(path.join(src, name, 'index.tsx')),
    )
    .sort();
}
function exportsMap(pkg) {
  const map = {};
  for (const folder of folders(pkg)) {
    const index = fs.existsSync(path.join(root, PACKAGES[pkg].dir, 'src', folder, 'index.ts'))
      ? 'index.ts'
      : 'index.tsx';
    map[`./${folder}`] = `./src/${folder}/${index}`;
  }
  for (const folder of fs.readdirSync(path.join(root, PACKAGES[pkg].dir, 'src')).sort()) {
    if (!map[`./${folder}`]) warn(`${PACKAGES[pkg].dir}/src/${folder} has no index.ts: not exported`);
  }
  for (const deep of [...deepEntries[pkg]].sort()) {
    const base = path.join(PACKAGES[pkg].dir, 'src', deep);
    const file = ['.ts', '.tsx'].map((ext) => base + ext).find(exists);
    if (file) map[`./${deep}`] = `./${path.posix.relative(PACKAGES[pkg].dir, file)}`;
    else warn(`deep entry ${PACKAGES[pkg].name}/${deep} has no file`);
  }
  if (pkg === 'web') map['./webpack'] = './webpack/index.cjs';
  map['./package.json'] = './package.json';
  return map;
}
const oldPackage = JSON.parse(
  execFileSync('git', ['show', 'HEAD:shared/package.json'], { cwd: root, encoding: 'utf8' }),
);
const webDependencies = { ...oldPackage.dependencies };
delete webDependencies['decimal.js'];
const domainPackage = {
  name: '@pm/domain',
  version: oldPackage.version,
  private: true,
  type: 'module',
  description:
    'What runs on both sides: API contracts and shapes, form rules, workflow machines, money, dates, texts, permission rules, the route catalogue',
  sideEffects: false,
  exports: exportsMap('domain'),
  scripts: oldPackage.scripts,
  dependencies: { 'decimal.js': oldPackage.dependencies['decimal.js'], typebox: 'catalog:' },
};
const webPackage = {
  name: '@pm/web',
  version: oldPackage.version,
  private: true,
  type: 'module',
  description:
    'The browser side shared by the shell and remotes: UI, store, the one API client, remote factory and mount contract, i18n instance, storage, charts, test helpers, webpack factory',
  sideEffects: oldPackage.sideEffects,
  exports: exportsMap('web'),
  scripts: oldPackage.scripts,
  dependencies: { '@pm/domain': 'workspace:*', ...webDependencies },
  devDependencies: oldPackage.devDependencies,
};
write('shared/domain/package.json', `${JSON.stringify(domainPackage, null, 2)}\n`);
write('shared/web/package.json', `${JSON.stringify(webPackage, null, 2)}\n`);
write(
  'shared/domain/tsconfig.json',
  `${JSON.stringify({ extends: '../../tsconfig.base.json', compilerOptions: { types: ['jest', 'node'] }, include: ['src'] }, null, 2)}\n`,
);
write(
  'shared/web/tsconfig.json',
  `${JSON.stringify({ extends: '../../tsconfig.base.json', compilerOptions: { types: ['jest', 'node'] }, include: ['src', 'test', 'types'] }, null, 2)}\n`,
);
git('add', '--', 'shared/domain', 'shared/web');

// Consumers: dependencies follow what each package now imports.
for (const dir of CONSUMER_DIRS) {
  const file = `${dir}/package.json`;
  if (!exists(file)) continue;
  const pkg = JSON.parse(read(file));
  for (const field of ['dependencies', 'devDependencies']) {
    if (!pkg[field]?.['@pm/shared']) continue;
    const sources = trackedFiles(`${dir}/`)
      .filter((f) => SOURCE_EXT.test(f))
      .map(read)
      .join('\n');
    delete pkg[field]['@pm/shared'];
    for (const [key, { name }] of Object.entries(PACKAGES)) {
      if (sources.includes(`'${name}`) || sources.includes(`"${name}`)) pkg[field][name] = 'workspace:*';
      void key;
    }
    pkg[field] = Object.fromEntries(Object.entries(pkg[field]).sort(([a], [b]) => a.localeCompare(b)));
  }
  write(file, `${JSON.stringify(pkg, null, 2)}\n`);
}

// Config files that name shared/ paths.
const PATH_RENAMES = [
  [/\.\.\/shared\/types\b/g, '../shared/web/types'],
  [/shared\/test\/(setup\.ts|style-stub\.cjs)/g, 'shared/web/test/$1'],
];
for (const file of git('ls-files', '*.json', '*.cjs', '*.mjs', '*.yaml')
  .split('\n')
  .filter((f) => f && exists(f))) {
  if (file.startsWith('scripts/codemods/') || file === 'pnpm-lock.yaml') continue;
  const text = read(file);
  let out = text;
  for (const [pattern, replacement] of PATH_RENAMES) out = out.replace(pattern, replacement);
  if (out !== text) write(file, out);
}
const workspace = read('pnpm-workspace.yaml');
write('pnpm-workspace.yaml', workspace.replace(/^ {2}- shared$/m, '  - shared/domain\n  - shared/web'));

// Prettier over what the codemod wrote, so its output is the house style.
const written = [...changed, ...trackedFiles('shared/domain/'), ...trackedFiles('shared/web/')].filter(
  (file) => /\.(ts|tsx|cjs|mjs|json)$/.test(file) && exists(file),
);
execFileSync(
  path.join(root, 'node_modules/.bin/prettier'),
  [
    '--write',
    '--log-level=warn',
    ...new Set(written),
    'package.json',
    ...CONSUMER_DIRS.map((dir) => `${dir}/package.json`).filter(exists),
  ],
  { cwd: root, stdio: 'inherit' },
);
git(
  'add',
  '-A',
  '--',
  'shared',
  ...CONSUMER_DIRS.filter((dir) => exists(dir)),
  'pnpm-workspace.yaml',
  'jest.config.cjs',
  'README.md',
);

// Report.
console.log(
  `split-shared: moved ${[...plan.values()].filter(Boolean).length} files, deleted ${[...plan.values()].filter((v) => v === null).length}`,
);
console.log(
  `deep entries: @pm/domain ${[...deepEntries.domain].sort().join(', ') || '—'}; @pm/web ${[...deepEntries.web].sort().join(', ') || '—'}`,
);
if (problems.length) {
  console.log(`\nNot mapped / to fix by hand (${problems.length}):`);
  for (const problem of [...new Set(problems)]) console.log(`  - ${problem}`);
}
