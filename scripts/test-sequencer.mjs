// The order vitest starts the test files in: longest first, from the file times of a recorded whole run
// (scripts/test-durations.json; `TEST_DURATIONS_RECORD=1 npx vitest run` writes it again, and only the
// order of the times matters, so a run on a busy machine serves). A clean clone has no vitest cache, and vitest's own order (each project
// in turn, larger files first) started the catalogue seed and the render-heavy files late: they ended the
// run alone on one core while the other sat idle. Longest first keeps both cores busy to the end.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer } from "vitest/node";

export const durationsFile = path.join(import.meta.dirname, "test-durations.json");

/** Seconds a file took in the recorded run, keyed "project:path from the repository root". */
export function recordedDurations() {
  if (!existsSync(durationsFile)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(durationsFile, "utf8")).seconds));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)];
};

export default class LongestFirstSequencer extends BaseSequencer {
  async sort(files) {
    const recorded = recordedDurations();
    if (recorded.size === 0) return super.sort(files);
    // A file the record does not know yet (new since) counts as a typical file.
    const typical = median(recorded.values());
    const fileOf = (spec) => path.relative(this.ctx.config.root, spec.moduleId);
    const keyOf = (spec) => `${spec.project.name}:${fileOf(spec)}`;
    // A file moved to another project since the record keeps its time under the old project's name.
    const byFile = new Map([...recorded].map(([key, s]) => [key.slice(key.indexOf(":") + 1), s]));
    const seconds = (spec) => recorded.get(keyOf(spec)) ?? byFile.get(fileOf(spec)) ?? typical;
    const longestFirst = (specs) => [...specs].sort((a, b) => seconds(b) - seconds(a));
    // A worker keeps its module graph for the next file only while the queue's next file is of the same
    // project that does not isolate (vitest's pool): such a project's files stay together, as one block
    // placed by its longest file.
    const blocks = new Map();
    for (const spec of files) {
      const key = spec.project.config.isolate === false ? `project:${spec.project.name}` : keyOf(spec);
      blocks.set(key, [...(blocks.get(key) ?? []), spec]);
    }
    const ordered = [...blocks.values()].map(longestFirst);
    ordered.sort((a, b) => seconds(b[0]) - seconds(a[0]));
    return ordered.flat();
  }
}
