#!/usr/bin/env node
// Writes biome.json's `overrides`, the import rules of the layers, from the one list below; `--check`
// fails (exit 1) when biome.json is not what this list makes. docs/ARCHITECTURE.md explains the layers.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const biomeJson = path.join(root, "biome.json");

/** server/src, bottom first: a folder (or entry file) imports only the layers below it. */
const serverLayers = [
  ["config.ts", "media", "db", "scene-plan", "layout", "openapi"],
  ["lib"],
  ["storage", "mail", "styles"],
  ["auth"],
  ["http"],
  ["catalog"],
  ["providers"],
  ["align"],
  ["render"],
  ["services"],
  ["jobs", "seed", "mcp"],
  ["routes"],
  ["spa.ts", "boot.ts", "app.ts", "index.ts", "worker.ts", "render-cli.ts", "mcp-stdio.ts"],
];
/**
 * The engines of providers/: each is reached from outside its folder only through its index.ts, its public
 * surface; a file inside it is the engine's own business.
 */
const engines = ["images", "speech", "writer", "avatar"];
const engineMessage = `An engine (providers/${engines.join(", providers/")}) is imported through its index from outside its folder: \`../providers/speech\`, never \`../providers/speech/espeak\`. Export what you need from the engine's index.ts.`;
/** Deep imports into the engines, from a folder outside providers/ (up to four levels up). */
const deepFromOutside = (names) =>
  names.flatMap((name) => [1, 2, 3, 4].map((up) => `${"../".repeat(up)}providers/${name}/**`));
/** Deep imports into the engines, from providers/ itself or one of its folders. */
const deepFromProviders = (names) =>
  names.flatMap((name) => [`./${name}/**`, `../${name}/**`, `../../${name}/**`]);

/** The bottom layer imports nothing else of the server at all. */
const serverBottom =
  "media is the bottom layer: it runs tools and builds their arguments, importing nothing else of the server.";

/** app/src, bottom first; each feature of features/ is a peer that imports no other feature. */
const appLayers = [["config", "lib"], ["components"], ["shared"], ["features"], ["app", "main.tsx"]];

const productionOnly = ["!**/*.test.ts", "!**/test/**"];
const testHarness = {
  group: ["**/test/**", "@/test/**", "**/testing/**"],
  message: "Test code stays in the test harness: production code never imports it.",
};
const isFile = (name) => /\.tsx?$/.test(name);
const bare = (name) => name.replace(/\.tsx?$/, "");

const restrict = (patterns) => ({
  linter: { rules: { style: { noRestrictedImports: { level: "error", options: { patterns } } } } },
});

/** A server folder is reached by relative paths, up to four levels up. */
const relativePaths = (name) =>
  [1, 2, 3, 4].flatMap((up) => {
    const p = `${"../".repeat(up)}${bare(name)}`;
    return isFile(name) ? [p] : [p, `${p}/**`];
  });

function serverOverrides() {
  const message = `Server layers, bottom first: ${serverLayers.map((l) => l.join(", ")).join(" < ")}. A folder imports only the layers below it.`;
  const overrides = [
    { includes: ["server/src/**", "contract/src/**", ...productionOnly], ...restrict([testHarness]) },
  ];
  serverLayers.forEach((layer, i) => {
    const above = serverLayers.slice(i + 1).flat();
    const patterns = [testHarness];
    if (i === 0) patterns.push({ group: ["../**"], message: serverBottom });
    if (above.length) patterns.push({ group: above.flatMap(relativePaths), message });
    const includes = layer.map((name) => (isFile(name) ? `server/src/${name}` : `server/src/${name}/**`));
    if (!layer.includes("providers")) {
      if (i > 0) patterns.push({ group: deepFromOutside(engines), message: engineMessage });
      overrides.push({ includes: [...includes, ...productionOnly], ...restrict(patterns) });
      return;
    }
    // providers/: its own files reach no engine's inside, and each engine no other engine's.
    const inEngine = (name) => `server/src/providers/${name}/**`;
    const deep = (names) => ({
      group: [...deepFromProviders(names), ...deepFromOutside(names)],
      message: engineMessage,
    });
    overrides.push({
      includes: [...includes, ...engines.map((name) => `!${inEngine(name)}`), ...productionOnly],
      ...restrict([...patterns, deep(engines)]),
    });
    for (const engine of engines) {
      const others = engines.filter((name) => name !== engine);
      overrides.push({
        includes: [inEngine(engine), ...productionOnly],
        ...restrict([...patterns, deep(others)]),
      });
    }
  });
  return overrides;
}

/** An app folder is reached by its alias; features/ also by any relative path through it. */
const aliasPaths = (name) =>
  isFile(name)
    ? [`@/${bare(name)}`]
    : name === "features"
      ? [`@/${name}/**`, "**/features/**"]
      : [`@/${name}/**`];

/** app/biome.json (paths relative to app/) extends the root one and keeps its own overrides. */
function appOverrides() {
  const productionOnlyApp = ["!**/*.test.ts", "!**/*.test.tsx", "!src/test/**"];
  const harness = {
    group: ["@/test/**", "**/test/**", "**/testing/**"],
    message: "Test code stays in the test harness (src/test): production code never imports it.",
  };
  const message = `App layers, bottom first: ${appLayers.map((l) => l.join(", ")).join(" < ")}. A folder imports only the layers below it.`;
  const peers =
    "A feature imports no other feature: what several share lives below them, in src/shared/ (or components/, lib/).";
  // A path that climbs out of a folder (`../pricing/...`) would reach another feature unseen by the rule
  // above, so a feature names what lies outside its folder by the alias.
  const climbs = {
    group: ["../**"],
    message:
      "A feature imports by the @/ alias (`@/features/<this feature>/...`, `@/shared/...`), not by a path that climbs out of its folder.",
  };
  const features = fs
    .readdirSync(path.join(root, "app/src/features"), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const overrides = [{ includes: ["src/**", ...productionOnlyApp], ...restrict([harness]) }];
  appLayers.forEach((layer, i) => {
    const above = appLayers.slice(i + 1).flat();
    if (!above.length) return;
    const layerRule = { group: above.flatMap(aliasPaths), message };
    if (layer.includes("features")) {
      for (const feature of features) {
        const others = {
          group: ["@/features/*/**", `!@/features/${feature}/**`],
          message: peers,
        };
        overrides.push({
          includes: [`src/features/${feature}/**`, ...productionOnlyApp],
          ...restrict([harness, layerRule, others, climbs]),
        });
      }
      return;
    }
    const includes = layer.map((name) => (isFile(name) ? `src/${name}` : `src/${name}/**`));
    overrides.push({ includes: [...includes, ...productionOnlyApp], ...restrict([harness, layerRule]) });
  });
  return overrides;
}

/** The file with its overrides made from the lists above, formatted as Biome formats it. */
function made(file, overrides) {
  const config = JSON.parse(fs.readFileSync(file, "utf8"));
  config.overrides = overrides;
  return execFileSync(
    path.join(root, "node_modules/.bin/biome"),
    ["format", `--stdin-file-path=${path.relative(root, file)}`],
    { input: JSON.stringify(config, null, 2), cwd: root, encoding: "utf8" },
  );
}

const files = [
  [biomeJson, serverOverrides()],
  [path.join(root, "app/biome.json"), appOverrides()],
];
let stale = false;
for (const [file, overrides] of files) {
  const text = made(file, overrides);
  if (text === fs.readFileSync(file, "utf8")) continue;
  if (process.argv.includes("--check")) {
    console.error(
      `${path.relative(root, file)}'s layer rules are not the ones scripts/lint-layers.mjs makes: run \`node scripts/lint-layers.mjs\`.`,
    );
    stale = true;
  } else fs.writeFileSync(file, text);
}
if (stale) process.exit(1);
