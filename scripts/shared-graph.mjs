#!/usr/bin/env node
// The server test files that share one module graph per worker (the "server-shared" vitest project,
// `isolate: false`), and the check that keeps them safe to share. `node scripts/shared-graph.mjs --check`
// fails (exit 1) when a file of the shared project, or a module it imports (transitively, ours only), holds
// module state or has a global side effect; without `--check` it also lists every candidate test file of
// the server that would pass, to find files worth moving. docs/CONTRIBUTING.md ("Tests") explains it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** TypeScript's parser, loaded only for the check: vitest.config.ts imports this file for its lists. */
let ts;

/**
 * The shared project: test files that import only modules without state. A folder's glob takes the files
 * added to it later too, and the check reads them on every `npm test`.
 */
export const sharedGraphTests = [
  "contract/src/**/*.test.ts",
  "server/src/scene-plan/**/*.test.ts",
  "server/src/illustration/**/*.test.ts",
  "server/src/layout/**/*.test.ts",
  "server/src/media/**/*.test.ts",
  "server/src/voice/**/*.test.ts",
  "server/src/presenter/**/*.test.ts",
  "server/src/lib/**/*.test.ts",
  "server/src/align/**/*.test.ts",
  "server/src/storage/**/*.test.ts",
  // The render tests: each makes its own database, storage folder and user (test/render/harness.ts), so
  // they share the pipeline's modules, the planner's memos and one tool launcher.
  "server/src/render/**/*.test.ts",
  "server/src/providers/scene-images.test.ts",
  "server/src/providers/stock/pexels.test.ts",
  "server/src/story-writer/local-ad-hooks.test.ts",
  "server/src/story-writer/local-ad-script.test.ts",
  "server/src/story-writer/local-writer.test.ts",
  // The API suites: each opens its own database and app (test/test-context.ts); what the app keeps (the
  // session and answer caches, rate-limit windows, the change feed) is held per database or per app.
  "server/src/**/*.api.test.ts",
  // The tests of modules whose state is shared (reviewedModules): the speech engine's spectra of words
  // said apart, the offline writer's recent stories; and files that use a module with state.
  ...[
    "contract/src/language-check",
    "server/src/align/align-recording",
    "server/src/align/cleanup",
    "server/src/db/migrate.api",
    "server/src/jobs/multi-machine.api",
    "server/src/illustration/scene-frames",
    "server/src/lib/page-fetch",
    "server/src/presenter/talking-photo",
    "server/src/render/compose/music",
    "server/src/voice/aligned-engine",
    "server/src/voice/engines",
    "server/src/voice/festival",
    "server/src/voice/intonation",
    "server/src/voice/word-onsets",
  ].map((name) => `!${name}.test.ts`),
];

/**
 * Modules whose top level the check flags but that were read and hold nothing a test could observe
 * changing: each with why. Keep this short; a module with real state leaves the shared project instead.
 */
export const reviewedModules = {
  // Memos of pure functions of constant data (tables in the source, files in node_modules): a second file
  // gets the same answer from the memo as it would have built; only the first file pays to build it.
  "server/src/scene-plan/icon-file-index.ts": "each icon file's index, by path, read once",
  "server/src/scene-plan/text.ts": "Snowball stemmers, stems and Intl segmenters, each a pure memo",
  "server/src/scene-plan/place-unsaid.ts": "WordNet's household classes, looked up once, a pure memo",
  "server/src/scene-plan/apertium.ts":
    "whether the tagger is installed, checked once, and each sentence's tagging, a pure memo of its text",
  "server/src/scene-plan/given-names.ts": "each language's given names from the tables, built once",
  "server/src/scene-plan/name-sounds.ts": "first names by sound from faker, built once",
  "server/src/scene-plan/loanwords.ts": "each language's loanwords by sound key, built once from the list",
  "server/src/scene-plan/fluent-names.ts": "the Fluent Emoji names from the package's icon file, read once",
  "server/src/scene-plan/lexicon.ts": "each language's lexicon and the emoji concepts, built once from CLDR",
  "server/src/scene-plan/wordnet.ts": "WordNet's files and the synsets read from them, memos",
  "server/src/scene-plan/wordnet-verbs.ts":
    "WordNet's verb files, the anchor senses and each verb's senses, examples and poses: memos",
  "server/src/scene-plan/bridge.ts": "each FreeDict dictionary opened once and its reversed entries, memos",
  "server/src/scene-plan/inflection.ts":
    "each language's lexicon words by stem, built once from the lexicon; English singulars, a memo",
  "server/src/scene-plan/seats.ts": "each language's normalised seat words, built once",
  "server/src/scene-plan/looks.ts": "the name and place tables, built once",
  "server/src/scene-plan/activity.ts": "each pattern's normalised words, memo",
  "server/src/scene-plan/thing-colours.ts": "each language's colour forms, built once from the tables",
  "server/src/illustration/thing-colour.ts": "each icon's recoloured copies, a memo keyed by the icon object",
  "server/src/illustration/icon-library.ts": "icons and their art boxes from the icon packages, memos",
  "server/src/illustration/style-assets.ts": "icons of each asset set and the 3D package's file list, memos",
  "server/src/illustration/scene-composer.ts":
    "grain tiles and vignettes per size (memos); a mask counter that only keeps SVG ids unique",
  "server/src/illustration/backdrop-style.ts": "noise tiles per key, memo",
  "server/src/illustration/figures.ts": "each icon's art width, memo",
  "server/src/lib/audio-features.ts": "the mel filter bank, built once",
  "server/src/scene-plan/verbs.ts":
    "`sentence` is set at the start of findVerbs, which runs to its end without yielding: no file sees another's",
  "server/src/illustration/webp-sync.ts":
    "one unref'd worker thread that decodes WebP files; it holds no answer between calls and is made again after an error",
  "server/src/voice/espeak.ts": "the one build of the native espeak helper, shared by every caller",
  "server/src/presenter/face-landmarks.ts": "the face nets, loaded once (read-only models)",
  "server/src/render/captions.ts":
    "one temporary folder of links to the caption fonts, made once, never removed",
  "server/src/catalog/catalog.ts": "the manifest per storage object (a WeakMap): files never share a storage",
  "server/src/db/client.ts":
    "each PGlite database's client, by database (a WeakMap): files never share a database",
  "server/src/voice/aligned-engine.ts":
    "spectra of words espeak said apart, by voice and word: the same for every caller; its own tests stay isolated",
  "server/src/story-writer/story/compose.ts":
    "the stories lately given per text, so that Generate again gives another: a later file only gets a different story",
  "server/src/http/change-feed.ts": "each database's change feed, and each request's mark: WeakMaps",
  "server/src/http/session.ts": "the session cache of each change feed and app: WeakMaps",
  "server/src/http/user-cache.ts": "the answer cache of each change feed and app: WeakMaps",
  "server/src/services/geolocation.ts":
    "countries by lookup address and client address: a test's lookup server has a port of its own",
  "server/src/routes/openapi.routes.ts": "the reference viewer's script from its package, read once",
  "server/src/test/narration-recording.ts":
    "the test recordings' words said alone and their music bed: memos of espeak's and the synthesiser's output",
};

/** What a test file of the shared project may not call: each leaks into the files after it in the worker. */
const testFileLeaks = [
  [/\bvi\.(mock|doMock|unmock|hoisted)\s*\(/, "mocks a module (the shared graph keeps the first import)"],
  [/\bvi\.(stubEnv|stubGlobal)\s*\(/, "stubs the environment or a global"],
  [/\bvi\.useFakeTimers\s*\(/, "installs fake timers"],
  [/\bvi\.spyOn\s*\(/, "spies on a shared object"],
  [/\bprocess\.env(\.\w+|\[[^\]]+\])\s*=(?!=)/, "writes process.env"],
  [/\bdelete\s+process\.env/, "deletes from process.env"],
  [/\bprocess\.(on|once|addListener|chdir|umask)\s*\(/, "changes the process"],
  [/\bglobalThis\.\w+\s*=(?!=)/, "writes a global"],
];

/** The files under server/src and contract/src that a glob (`*`, `**`) matches, as vitest reads it. */
const sourceFiles = ["server/src", "contract/src"].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .map((f) => `${dir}/${String(f).split(path.sep).join("/")}`),
);
const glob = (pattern) => {
  const part = (p) => p.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*");
  const re = new RegExp(`^${pattern.split("**/").map(part).join("(?:.*/)?")}$`);
  return sourceFiles.filter((f) => re.test(f)).sort();
};

/** Our module an import names, or null for a package or Node's own. */
const resolveImport = (fromFile, spec) => {
  let base;
  if (spec.startsWith(".")) base = path.resolve(path.dirname(path.join(root, fromFile)), spec);
  else if (spec.startsWith("@reelsmith/contract/")) base = path.join(root, "contract/src", spec.slice(20));
  else return null;
  const stem = base.replace(/\.(m?js|tsx?)$/, "");
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, path.join(stem, "index.ts"), base]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return path.relative(root, candidate).split(path.sep).join("/");
  }
  return null;
};

const parse = (file) =>
  ts.createSourceFile(file, fs.readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, true);

/** Every module specifier a file imports or re-exports, static or dynamic (type-only imports excluded). */
const importsOf = (source) => {
  const specs = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly)
    ) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specs.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specs.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specs;
};

const hasModifier = (node, kind) => node.modifiers?.some((m) => m.kind === kind) ?? false;
const escapeDollar = (name) => name.replace(/\$/g, "\\$");
/** A name the module changes after binding it: a collection's mutator, an element or a field written. */
const mutated = (text, name) =>
  new RegExp(
    `(?<![.\\w$])${escapeDollar(name)}\\s*(\\.(add|set|delete|clear|push|pop|shift|unshift|splice|sort|reverse|fill|copyWithin)\\s*\\(|\\[[^\\]]*\\]\\s*([-+*/|&]|\\?\\?)?=(?!=)|\\.\\w+\\s*([-+*/|&]|\\?\\?)?=(?!=)|\\.\\w+\\s*(\\+\\+|--))`,
  ).test(text);

/** What at a module's top level is state or a side effect: a `let`/`var`, a constant the module changes
 * later (a cache, a counter kept in an object), a statement that runs something, a writable static field. */
const moduleFindings = (source) => {
  const found = [];
  const text = source.getFullText();
  const at = (node, what) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      const list = statement.declarationList;
      if (!(list.flags & ts.NodeFlags.Const)) {
        at(statement, "a module-level let/var");
        continue;
      }
      for (const d of list.declarations) {
        if (ts.isIdentifier(d.name) && mutated(text, d.name.text))
          at(d, `a module-level constant changed later (${d.name.text})`);
        // A closure made once at load (`const x = (() => { const kept = new Map(); ... })()`) keeps state
        // as well as a top-level binding does.
        const init = d.initializer && ts.skipOuterExpressions(d.initializer);
        const fn = init && ts.isCallExpression(init) && ts.skipOuterExpressions(init.expression);
        if (fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && fn.body && ts.isBlock(fn.body))
          for (const inner of fn.body.statements)
            if (ts.isVariableStatement(inner))
              for (const v of inner.declarationList.declarations)
                if (
                  ts.isIdentifier(v.name) &&
                  (!(inner.declarationList.flags & ts.NodeFlags.Const) || mutated(text, v.name.text))
                )
                  at(v, `state in a closure made at load (${v.name.text})`);
      }
    } else if (ts.isExpressionStatement(statement)) {
      at(statement, `a top-level statement (${statement.getText(source).slice(0, 40)})`);
    } else if (ts.isClassDeclaration(statement)) {
      for (const member of statement.members) {
        if (
          ts.isPropertyDeclaration(member) &&
          hasModifier(member, ts.SyntaxKind.StaticKeyword) &&
          !hasModifier(member, ts.SyntaxKind.ReadonlyKeyword)
        )
          at(member, "a writable static field");
      }
    }
  }
  for (const [pattern, what] of testFileLeaks.slice(4)) {
    const m = pattern.exec(text);
    if (m) found.push(`${text.slice(0, m.index).split("\n").length}: ${what}`);
  }
  return found;
};

const testFileFindings = (source) => {
  const text = source.getFullText();
  const found = [];
  for (const [pattern, what] of testFileLeaks) {
    const m = pattern.exec(text);
    if (m) found.push(`${text.slice(0, m.index).split("\n").length}: ${what}`);
  }
  return found;
};

const cache = new Map();
/** The findings of a module and the modules it imports: file -> findings, for those with any. */
const graphFindings = (testFile) => {
  const problems = new Map();
  const seen = new Set();
  const queue = [testFile];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!cache.has(file)) {
      const source = parse(file);
      cache.set(file, {
        source,
        findings: moduleFindings(source),
        imports: importsOf(source)
          .map((s) => resolveImport(file, s))
          .filter(Boolean),
      });
    }
    const { source, findings, imports } = cache.get(file);
    // The file being checked runs as a test (its describe calls are its job); an imported one as a module.
    const own = file === testFile ? testFileFindings(source) : findings;
    if (own.length > 0 && !(file in reviewedModules)) problems.set(file, own);
    queue.push(...imports);
  }
  return { problems, modules: seen.size };
};

/** The files the globs take, less those a "!" glob leaves out: what vitest's include and exclude give. */
export const sharedTestFiles = () => {
  const out = new Set(sharedGraphTests.filter((g) => !g.startsWith("!")).flatMap(glob));
  for (const g of sharedGraphTests.filter((g) => g.startsWith("!")))
    for (const f of glob(g.slice(1))) out.delete(f);
  return [...out].sort();
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ts = (await import("typescript")).default;
  const check = process.argv.includes("--check");
  const shared = sharedTestFiles();
  let failed = 0;
  for (const file of shared) {
    const { problems } = graphFindings(file);
    if (problems.size === 0) continue;
    failed++;
    console.error(`${file} cannot share its module graph:`);
    for (const [module, findings] of problems) for (const f of findings) console.error(`  ${module}:${f}`);
  }
  for (const module of Object.keys(reviewedModules))
    if (!fs.existsSync(path.join(root, module))) {
      console.error(`reviewedModules names ${module}, which is gone`);
      failed++;
    }
  if (!check) {
    const candidates = glob("server/src/**/*.test.ts")
      .concat(glob("contract/src/**/*.test.ts"))
      .filter((f) => !f.endsWith(".api.test.ts") && !shared.includes(f));
    const clean = [];
    const blocked = new Map();
    for (const file of candidates) {
      const { problems } = graphFindings(file);
      if (problems.size === 0) clean.push(file);
      else for (const m of problems.keys()) blocked.set(m, (blocked.get(m) ?? 0) + 1);
    }
    console.log(`${shared.length} shared; ${clean.length} more could be:`);
    for (const f of clean) console.log(`  ${f}`);
    console.log("Modules that keep the most test files out:");
    for (const [m, n] of [...blocked].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
      console.log(`  ${n}  ${m}`);
      for (const f of cache.get(m).findings) console.log(`        ${f}`);
    }
  }
  if (failed > 0) {
    console.error(
      `\n${failed} file(s) of the shared project (scripts/shared-graph.mjs) import state or leak into the next file: move them out of sharedGraphTests, or remove the state; list a module in reviewedModules only with why nothing a test sees can change.`,
    );
    process.exit(1);
  }
  if (check) console.log(`shared module graph: ${shared.length} test files checked`);
}
