// A vitest reporter that prints, after a run of several files, the ten that took longest: where to look
// first when the suite gets slower. A file's time is its own wall time in its worker: environment set-up,
// imports, hooks and tests. The files run side by side, so the times add up to more than the run took.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { durationsFile } from "./test-sequencer.mjs";

const shown = 10;

export default class SlowestFilesReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    if (testModules.length < 2) return;
    const rows = testModules.map((m) => {
      const d = m.diagnostic();
      const ms =
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return { ms, file: path.relative(this.root ?? process.cwd(), m.moduleId), project: m.project.name };
    });
    rows.sort((a, b) => b.ms - a.ms);
    // TEST_DURATIONS_RECORD=1 keeps this run's file times for the order of later runs (test-sequencer.mjs).
    if (process.env.TEST_DURATIONS_RECORD === "1") this.record(rows);
    const total = rows.reduce((sum, r) => sum + r.ms, 0);
    console.log(
      `\nSlowest test files (of ${rows.length}; ${(total / 1000).toFixed(0)} s in all, across workers):`,
    );
    for (const r of rows.slice(0, shown)) {
      const share = total > 0 ? ((100 * r.ms) / total).toFixed(1) : "0.0";
      console.log(
        `  ${(r.ms / 1000).toFixed(1).padStart(7)} s  ${share.padStart(4)} %  ${r.file}${r.project ? ` [${r.project}]` : ""}`,
      );
    }
  }

  record(rows) {
    const seconds = Object.fromEntries(
      rows
        .map((r) => [`${r.project}:${r.file}`, Math.round(r.ms / 100) / 10])
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    const recorded = { recorded: new Date().toISOString().slice(0, 10), seconds };
    writeFileSync(durationsFile, `${JSON.stringify(recorded, null, 2)}\n`);
    console.log(`File times recorded in ${path.relative(this.root ?? process.cwd(), durationsFile)}`);
  }
}
