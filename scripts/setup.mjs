#!/usr/bin/env node
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
  // Festival speaks English (decisions/005-offline-voices.md): its HTS voice and a diphone voice.
  ["festival", () => has("festival")],
  ["festvox-us-slt-hts", () => fs.existsSync("/usr/share/festival/voices/us/cmu_us_slt_arctic_hts")],
  ["festvox-kallpc16k", () => fs.existsSync("/usr/share/festival/voices/english/kal_diphone")],
];

export function setup() {
  step("System tools (Debian packages)");
  const missing = debianPackages.filter(([, present]) => !present()).map(([name]) => name);
  if (missing.length === 0) {
    console.log("  all present");
  } else if (process.getuid?.() === 0 && has("apt-get")) {
    console.log(`  installing: ${missing.join(" ")}`);
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } else {
    console.error(
      `  missing: ${missing.join(" ")}\n  run this as root, then try again:\n\n    sudo apt-get install -y ${missing.join(" ")}\n`,
    );
    process.exit(1);
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

export function buildAppIfStale() {
  step("App build");
  const dist = path.join(root, "app", "dist", "index.html");
  const newest = newestMtime([path.join(root, "app"), path.join(root, "contract", "src")]);
  if (fs.existsSync(dist) && fs.statSync(dist).mtimeMs >= newest) {
    console.log("  up to date");
    return;
  }
  run("npm", ["run", "build", "-w", "app"]);
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
