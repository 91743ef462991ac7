/**
 * Lighthouse on the public pages: performance, accessibility, best practices and SEO with
 * Lighthouse's default mobile settings (Moto G Power emulation, simulated slow 4G and 4x CPU slowdown),
 * in Debian's Chromium, against the built app served by the real server (gzip, asset cache headers).
 *
 *   npm run build -w app && npx tsx bench/lighthouse/lighthouse.bench.ts [--runs 3] [--pages /,/pricing,/beta]
 *   npx tsx bench/lighthouse/lighthouse.bench.ts --url http://localhost:3000   (a server already running)
 *
 * Without --url it starts the server on the built app (app/dist) with its own fresh data folder, copying
 * the seeded test catalogue (data/test-catalog/storage) in so that seeding is skipped, like the e2e suite.
 * Each page runs --runs times (default 3); the table shows the median run (Lighthouse's own median by FCP
 * and TTI) and the range of performance scores, then the median run's opportunities and failed audits.
 * Prints a Markdown table for docs/BENCHMARKS.md; --save <dir> also writes each page's median report (JSON).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_PATH, chromiumFlags } from "../../e2e/chromium";

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const { values: args } = parseArgs({
  options: {
    url: { type: "string" },
    runs: { type: "string", default: "3" },
    pages: { type: "string", default: "/,/pricing,/beta" },
    port: { type: "string", default: "3230" },
    save: { type: "string" },
  },
});
const runs = Number(args.runs);
const pages = args.pages.split(",").map((p) => p.trim());
const root = path.resolve(import.meta.dirname, "../..");

async function waitForReady(base: string, server: ChildProcess) {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("The server was not ready within 10 minutes");
}

async function startServer(): Promise<{ base: string; stop: () => void }> {
  if (!fs.existsSync(path.join(root, "app", "dist", "index.html")))
    throw new Error("The app is not built: run npm run build -w app first");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reelsmith-lighthouse-"));
  const seeded = path.join(root, "data", "test-catalog", "storage");
  if (fs.existsSync(seeded)) fs.cpSync(seeded, path.join(dataDir, "storage"), { recursive: true });
  const base = `http://localhost:${args.port}`;
  const server = spawn(
    path.join(root, "node_modules", ".bin", "tsx"),
    [path.join(root, "server/src/index.ts")],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: args.port,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        PUBLIC_URL: base,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        RENDER_WORKER: "false",
      },
    },
  );
  const stop = () => {
    server.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(base, server);
  } catch (err) {
    stop();
    throw err;
  }
  return { base, stop };
}

const score = (r: Result, id: string) => Math.round((r.categories[id]?.score ?? 0) * 100);
const ms = (r: Result, id: string) => r.audits[id]?.numericValue ?? 0;

const server = args.url ? { base: args.url.replace(/\/$/, ""), stop: () => {} } : await startServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: chromiumFlags });
const load = os.loadavg().map((l) => l.toFixed(1));
const results: { page: string; median: Result; perf: number[] }[] = [];
try {
  for (const page of pages) {
    const lhrs: Result[] = [];
    for (let i = 0, failures = 0; i < runs; ) {
      const out = await lighthouse(`${server.base}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!out) throw new Error(`Lighthouse returned nothing for ${page}`);
      // A trace that did not record (NO_NAVSTART and the like, seen on a loaded machine) is run again.
      if (out.lhr.runtimeError) {
        if (++failures > 2) throw new Error(`${page}: ${out.lhr.runtimeError.message}`);
        console.error(`${page}: ${out.lhr.runtimeError.code}, running again`);
        continue;
      }
      lhrs.push(out.lhr);
      i++;
      console.error(`${page} run ${i}/${runs}: performance ${score(out.lhr, "performance")}`);
    }
    const median = computeMedianRun(lhrs);
    results.push({ page, median, perf: lhrs.map((r) => score(r, "performance")) });
    if (args.save) {
      fs.mkdirSync(args.save, { recursive: true });
      const name = page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
      fs.writeFileSync(path.join(args.save, `${name}.json`), JSON.stringify(median));
    }
  }
} finally {
  chrome.kill();
  server.stop();
}

/** A short look at an audit's detail rows (what failed, where). */
function itemsOf(r: Result, id: string) {
  const details = r.audits[id]?.details;
  if (!details || !("items" in details)) return "";
  return JSON.stringify(details.items).slice(0, 400);
}

const s = (v: number) => (v / 1000).toFixed(1);
const lines = [
  `Lighthouse ${results[0]?.median.lighthouseVersion}, mobile preset, ${runs} runs per page (median run); Chromium ${results[0]?.median.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1]}; ${os.cpus().length} cores; load average ${load.join(" ")} at start, ${os.loadavg()[0]?.toFixed(1)} at end; ${new Date().toISOString()}`,
  "",
  "| page | performance (runs) | accessibility | best practices | SEO | FCP s | LCP s | TBT ms | CLS | SI s |",
  "|---|---|---|---|---|---|---|---|---|---|",
  ...results.map(
    ({ page, median: r, perf }) =>
      `| \`${page}\` | ${score(r, "performance")} (${perf.join(", ")}) | ${score(r, "accessibility")} | ${score(r, "best-practices")} | ${score(r, "seo")} | ${s(ms(r, "first-contentful-paint"))} | ${s(ms(r, "largest-contentful-paint"))} | ${Math.round(ms(r, "total-blocking-time"))} | ${ms(r, "cumulative-layout-shift").toFixed(3)} | ${s(ms(r, "speed-index"))} |`,
  ),
];
console.log(lines.join("\n"));

for (const { page, median: r } of results) {
  console.log(`\n${page}: main opportunities and diagnostics (median run)`);
  const perfAudits = (r.categories.performance?.auditRefs ?? [])
    .filter((a) => a.group !== "metrics")
    .map((a) => a.id);
  const opportunities = perfAudits
    .map((id) => r.audits[id])
    .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
    .map((a) => {
      const savings = a?.metricSavings ? Object.entries(a.metricSavings).filter(([, v]) => v) : [];
      return `  - ${a?.title}${a?.displayValue ? `: ${a.displayValue}` : ""}${savings.length ? ` (saves ${savings.map(([k, v]) => `${k} ${Math.round(v ?? 0)}`).join(", ")})` : ""}`;
    });
  console.log(opportunities.length ? opportunities.join("\n") : "  (none)");
  const lcp = r.audits["largest-contentful-paint-element"]?.details;
  if (lcp && "items" in lcp) {
    const item = JSON.stringify(lcp.items[0]).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1];
    if (item) console.log(`  LCP element: ${item}`);
  }
  const requests = r.audits["network-requests"]?.details;
  if (requests && "items" in requests) {
    const scripts = (requests.items as Record<string, unknown>[]).filter((i) => i.resourceType === "Script");
    const kb = scripts.reduce((sum: number, i) => sum + Number(i.transferSize ?? 0), 0) / 1024;
    console.log(`  JavaScript: ${scripts.length} files, ${kb.toFixed(1)} KB transferred`);
  }
  const failed = ["accessibility", "best-practices", "seo"].flatMap((cat) =>
    (r.categories[cat]?.auditRefs ?? [])
      .filter(
        (ref) => ref.weight > 0 && r.audits[ref.id]?.score !== null && (r.audits[ref.id]?.score ?? 1) < 1,
      )
      .map((ref) => `  - ${cat}: ${r.audits[ref.id]?.title} ${itemsOf(r, ref.id)}`),
  );
  if (failed.length) console.log(failed.join("\n"));
}
