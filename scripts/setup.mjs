#!/usr/bin/env node
import { spawnSync } from "node:child_process";
// Installs what a fresh clone is missing: Debian packages (ffmpeg, espeak-ng, fonts, Chromium),
// npm dependencies, and the native espeak word-timing helper. Safe to run again: it skips what exists.
import fs from "node:fs";
import path from "node:path";
import { has, root, run, step } from "./lib.mjs";

const debianPackages = [
  ["ffmpeg", () => has("ffmpeg") && has("ffprobe")],
  ["espeak-ng", () => has("espeak-ng")],
  ["libespeak-ng-dev", () => fs.existsSync("/usr/include/espeak-ng/speak_lib.h")],
  ["gcc", () => has("gcc")],
  ["chromium", () => fs.existsSync("/usr/bin/chromium")],
  // The end-to-end journeys' browser (e2e/chromium.ts); the full one serves Lighthouse and screenshots.
  ["chromium-headless-shell", () => fs.existsSync("/usr/bin/chromium-headless-shell")],
  ["fonts-noto-core", () => fs.existsSync("/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf")],
  ["fonts-lohit-deva", () => fs.existsSync("/usr/share/fonts/truetype/lohit-devanagari")],
  ["fonts-lohit-knda", () => fs.existsSync("/usr/share/fonts/truetype/lohit-kannada")],
  ["fonts-lohit-taml", () => fs.existsSync("/usr/share/fonts/truetype/lohit-tamil")],
  ["fonts-lohit-telu", () => fs.existsSync("/usr/share/fonts/truetype/lohit-telugu")],
  [
    "fonts-inter",
    () =>
      fs.existsSync("/usr/share/fonts/opentype/inter") || fs.existsSync("/usr/share/fonts/truetype/inter"),
  ],
  ["sox", () => has("sox")],
  // The scene planner's Spanish, French and Hindi part-of-speech reading (scene-plan/apertium.ts).
  ["apertium", () => has("lt-proc") && has("apertium-tagger")],
  ["apertium-fr-es", () => fs.existsSync("/usr/share/apertium/apertium-fr-es/es-fr.prob")],
  ["apertium-hin", () => fs.existsSync("/usr/share/apertium/apertium-hin/hin.rlx.bin") && has("cg-proc")],
  // Festival speaks English (decisions/005-offline-voices.md): its HTS voice and a diphone voice.
  ["festival", () => has("festival")],
  ["festvox-us-slt-hts", () => fs.existsSync("/usr/share/festival/voices/us/cmu_us_slt_arctic_hts")],
  ["festvox-kallpc16k", () => fs.existsSync("/usr/share/festival/voices/english/kal_diphone")],
  // Voices beyond espeak-ng (decisions/006-voices-per-language.md). Festival's Hindi and Telugu diphone
  // voices (and the language modules they load) are in Debian main; SVOX Pico and RHVoice are in non-free,
  // whose component the setup adds to the apt sources itself (below). Optional: a package the archive
  // lacks is skipped with a note, and its voices speak with their espeak-ng fallback.
  ["festival-hi", () => fs.existsSync("/usr/share/festival/hindi_scm/hindi_phones.scm"), "optional"],
  ["festvox-hi-nsk", () => fs.existsSync("/usr/share/festival/voices/hindi/hindi_NSK_diphone"), "optional"],
  ["festival-te", () => fs.existsSync("/usr/share/festival/telugu_scm/telugu_phones.scm"), "optional"],
  ["festvox-te-nsk", () => fs.existsSync("/usr/share/festival/voices/telugu/telugu_NSK_diphone"), "optional"],
  ["libttspico-utils", () => has("pico2wave"), "optional"],
  ["libttspico-data", () => fs.existsSync("/usr/share/pico/lang/en-US_ta.bin"), "optional"],
  ["rhvoice", () => has("RHVoice-test"), "optional"],
  ["rhvoice-english", () => fs.existsSync("/usr/share/RHVoice/voices/bdl"), "optional"],
  // FreeDict's bilingual dictionaries carry German, French, Spanish and Hindi nouns no table lists into English
  // for the scene planner (server/src/scene-plan/bridge.ts; docs/CREDITS.md).
  ["dict-freedict-deu-eng", () => fs.existsSync("/usr/share/dictd/freedict-deu-eng.index")],
  ["dict-freedict-fra-eng", () => fs.existsSync("/usr/share/dictd/freedict-fra-eng.index")],
  ["dict-freedict-spa-eng", () => fs.existsSync("/usr/share/dictd/freedict-spa-eng.index")],
  ["dict-freedict-eng-hin", () => fs.existsSync("/usr/share/dictd/freedict-eng-hin.index")],
];

/** The Debian components the voices need beyond main (SVOX Pico and RHVoice are in non-free). */
const aptComponents = ["main", "contrib", "non-free"];

/**
 * Adds contrib and non-free to the Debian archive's apt sources (deb822 `Components:` lines in
 * /etc/apt/sources.list.d/*.sources, or the one-line `deb` entries of /etc/apt/sources.list), so the
 * install below finds the packages there. Returns the files it changed.
 */
export function addAptComponents(files = aptSourceFiles()) {
  const changed = [];
  for (const file of files) {
    const before = fs.readFileSync(file, "utf8");
    const after = file.endsWith(".sources") ? withDeb822Components(before) : withOneLineComponents(before);
    if (after !== before) {
      fs.writeFileSync(file, after);
      changed.push(file);
    }
  }
  return changed;
}

function aptSourceFiles() {
  const dir = "/etc/apt/sources.list.d";
  const files = fs.existsSync("/etc/apt/sources.list") ? ["/etc/apt/sources.list"] : [];
  if (fs.existsSync(dir)) {
    for (const f of fs.readdirSync(dir)) if (f.endsWith(".sources")) files.push(path.join(dir, f));
  }
  return files;
}

/** Debian's own archive (any mirror): a URI whose path is /debian or /debian-security. */
const isDebianArchive = (uris) =>
  uris.split(/\s+/).some((u) => /^\w+:\/\/[^/]+\/debian(-security)?\/?$/.test(u));

/** deb822 stanzas of Debian's own archive get every component of aptComponents. */
export function withDeb822Components(text) {
  return text
    .split(/\n\s*\n/)
    .map((stanza) => {
      const uris = /^URIs:\s*(.+)$/m.exec(stanza)?.[1] ?? "";
      if (!isDebianArchive(uris) || !/^Components:/m.test(stanza)) return stanza;
      return stanza.replace(/^Components:\s*(.*)$/m, (_, list) => `Components: ${merged(list)}`);
    })
    .join("\n\n");
}

/** One-line `deb URI suite components...` entries of Debian's archive get the missing components. */
export function withOneLineComponents(text) {
  return text
    .split("\n")
    .map((line) => {
      const m = /^(deb(?:-src)?\s+(?:\[[^\]]*\]\s+)?)(\S+)(\s+\S+)\s+(.*)$/.exec(line);
      if (!m || !isDebianArchive(m[2] ?? "")) return line;
      return `${m[1]}${m[2]}${m[3]} ${merged(m[4] ?? "")}`;
    })
    .join("\n");
}

function merged(list) {
  const have = list.split(/\s+/).filter(Boolean);
  return [...have, ...aptComponents.filter((c) => !have.includes(c))].join(" ");
}

/** Whether apt knows a candidate version of the package (`apt-cache policy`). */
function hasCandidate(name) {
  const r = spawnSync("apt-cache", ["policy", name], { encoding: "utf8" });
  const m = /Candidate:\s*(\S+)/.exec(r.stdout ?? "");
  return Boolean(m && m[1] !== "(none)");
}

export function setup() {
  step("System tools (Debian packages)");
  const missing = debianPackages.filter(([, present]) => !present()).map(([name]) => name);
  if (missing.length === 0) {
    console.log("  all present");
  } else if (process.getuid?.() === 0 && has("apt-get")) {
    const changed = addAptComponents();
    for (const file of changed) {
      console.log(
        `  added Debian's ${aptComponents.slice(1).join(" and ")} components to ${file} (for SVOX Pico and RHVoice)`,
      );
    }
    run("apt-get", ["update", "-qq"]);
    const optional = new Set(debianPackages.filter(([, , o]) => o === "optional").map(([n]) => n));
    const absent = missing.filter((name) => optional.has(name) && !hasCandidate(name));
    for (const name of absent)
      console.log(`  skipped: ${name} is not in the apt sources (its voices stay unused)`);
    const install = missing.filter((name) => !absent.includes(name));
    console.log(`  installing: ${install.join(" ")}`);
    run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...install], {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } else {
    const required = missing.filter(
      (name) => !debianPackages.some(([n, , o]) => n === name && o === "optional"),
    );
    const hint = `  run this as root, then try again (the voices need Debian's contrib and non-free components):\n\n    sudo apt-get install -y ${missing.join(" ")}\n`;
    if (required.length > 0) {
      console.error(`  missing: ${missing.join(" ")}\n${hint}`);
      process.exit(1);
    }
    console.log(`  missing voices (offline speech uses the others): ${missing.join(" ")}\n${hint}`);
  }

  step("npm dependencies");
  const lock = path.join(root, "package-lock.json");
  const stamp = path.join(root, "node_modules", ".reelsmith-installed");
  const stale = !fs.existsSync(stamp) || fs.statSync(lock).mtimeMs > fs.statSync(stamp).mtimeMs;
  if (stale) {
    run("npm", ["install", "--no-audit", "--no-fund"]);
    fs.writeFileSync(stamp, new Date().toISOString());
  } else {
    console.log("  up to date");
  }

  useCommitMessageHook();

  const nativeBuild = path.join(root, "server", "native", "build.sh");
  const helper = path.join(root, "server", "native", "build", "espeak-words");
  step("Native helpers (espeak-ng word timings)");
  if (
    fs.existsSync(helper) &&
    fs.statSync(helper).mtimeMs >= fs.statSync(`${path.dirname(nativeBuild)}/espeak-words.c`).mtimeMs
  ) {
    console.log("  up to date");
  } else {
    run("sh", [nativeBuild]);
  }
}

/** In a git checkout, commits go through .githooks/commit-msg (subject of at most 72 characters). */
function useCommitMessageHook() {
  if (!fs.existsSync(path.join(root, ".git"))) return;
  const current = spawnSync("git", ["config", "core.hooksPath"], { cwd: root, encoding: "utf8" });
  if (current.stdout.trim() === ".githooks") return;
  spawnSync("git", ["config", "core.hooksPath", ".githooks"], { cwd: root });
  console.log("  commit messages are checked by .githooks/commit-msg (docs/CONTRIBUTING.md)");
}

export function buildAppIfStale() {
  step("App build");
  if (!appBuildIsStale()) {
    console.log("  up to date");
    return;
  }
  run("npm", ["run", "build", "-w", "app"]);
}

/** Whether app/dist is missing or older than a file of the app or the contract. */
export function appBuildIsStale() {
  const dist = path.join(root, "app", "dist", "index.html");
  const newest = newestMtime([path.join(root, "app"), path.join(root, "contract", "src")]);
  return !(fs.existsSync(dist) && fs.statSync(dist).mtimeMs >= newest);
}

function newestMtime(dirs) {
  let newest = 0;
  const walk = (p) => {
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      const name = path.basename(p);
      if (name === "node_modules" || name === "dist") return;
      for (const e of fs.readdirSync(p)) walk(path.join(p, e));
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const d of dirs) if (fs.existsSync(d)) walk(d);
  return newest;
}

if (import.meta.url === `file://${process.argv[1]}`) setup();
