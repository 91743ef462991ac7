#!/usr/bin/env node
// Writes biome.json's `overrides`, the import rules of the layers, from the one list below; `--check`
// fails (exit 1) when biome.json is not what this list makes. docs/ARCHITECTURE.md explains the layers.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const biomeJson = path.join(root, "biome.json");

/**
 * The offline engines, each a module whose index.ts is its public surface: outside its folder an engine is
 * imported through that index only, and no engine imports another. providers/ above them holds the
 * interfaces, the factories that pick an engine or a hosted service, and the hosted adapters.
 */
const engines = ["illustration", "voice", "story-writer", "presenter"];

/** server/src, bottom first: a folder (or entry file) imports only the layers below it. */
const serverLayers = [
  ["config.ts", "media", "db", "scene-plan", "layout", "openapi"],
  ["lib"],
  ["storage", "mail", "styles"],
  ["auth"],
  ["http"],
  ["catalog"],
  engines,
  ["providers"],
  ["align"],
  ["render"],
  ["services"],
  ["jobs", "seed", "mcp"],
  ["routes"],
  ["spa.ts", "boot.ts", "app.ts", "index.ts", "worker.ts", "render-cli.ts", "mcp-stdio.ts"],
];
const engineMessage = `An engine (${engines.join(", ")}) is imported through its index from outside its folder: \`../voice\`, never \`../voice/espeak\`. Export what you need from the engine's index.ts.`;
const peersMessage = `The engines (${engines.join(", ")}) are peers: none imports another.`;
/** Deep imports into the engines, from an entry file or a folder above them (up to four levels up). */
const deepImports = (names) =>
  names.flatMap((name) => [`./${name}/**`, ...[1, 2, 3, 4].map((up) => `${"../".repeat(up)}${name}/**`)]);

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
  const engineLayer = serverLayers.indexOf(engines);
  serverLayers.forEach((layer, i) => {
    const above = serverLayers.slice(i + 1).flat();
    const patterns = [testHarness];
    if (i === 0) patterns.push({ group: ["../**"], message: serverBottom });
    if (above.length) patterns.push({ group: above.flatMap(relativePaths), message });
    if (i > engineLayer) patterns.push({ group: deepImports(engines), message: engineMessage });
    if (layer !== engines) {
      const includes = layer.map((name) => (isFile(name) ? `server/src/${name}` : `server/src/${name}/**`));
      overrides.push({ includes: [...includes, ...productionOnly], ...restrict(patterns) });
      return;
    }
    for (const engine of engines) {
      const others = engines.filter((name) => name !== engine);
      overrides.push({
        includes: [`server/src/${engine}/**`, ...productionOnly],
        ...restrict([...patterns, { group: others.flatMap(relativePaths), message: peersMessage }]),
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
