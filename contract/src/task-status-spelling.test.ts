import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const TABLE = "contract/src/task-status.ts";

/**
 * The shapes a task status number takes when written out by hand: compared with (`status === 8`), set
 * (`status: 3`, `task_status: 8`), named (`status 7`, `task_status is 8`, `statuses 7 and 8`, `7 or 8`,
 * `failed (7)`, `8 = ready`) or given as a stage (`stopAfter: 3`). HTTP statuses have three digits, and a
 * plain `status` is not matched against 0 (an unreached request's), so neither is taken for a task's.
 */
const statusNumberShapes = [
  /task_status\)?\s*(===|!==|[<>]=?)\s*[0-8]\b/,
  /status\w*\)?\s*(===|!==|[<>]=?)\s*[1-8]\b/i,
  /\b(task_)?status: [0-8]\b/,
  /"task_status":\s*[0-8]\b/,
  /\bstatus(es)? [1-8]\b/i,
  /\btask_status (is |of )?[0-8]\b/,
  /\b[78] (and|or) [78]\b/,
  /\b(failed|finished|generated|done) \([0-8]\)/i,
  /\b[0-8] = (ready|failed|done|generated)\b/,
  /\bstopAfter: [0-8]\b/,
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

describe("task status numbers", () => {
  // Tests stay out of the scan: they check the public API from outside, in the spec's numbers.
  it("are written in the task status table only, nowhere else in server, app or contract code", () => {
    const found = ["server/src", "app/src", "contract/src"]
      .flatMap(sourceFiles)
      .filter((file) => file !== TABLE)
      .flatMap((file) =>
        fs
          .readFileSync(path.join(root, file), "utf8")
          .split("\n")
          .flatMap((line, i) =>
            statusNumberShapes.some((shape) => shape.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });

  it("are found by the scan where they are written out", () => {
    for (const line of [
      "if (task.task_status === 8) return;",
      "  status: 3,",
      '# → {"task_status": 5}',
      "the stream ends at status 7 or 8.",
      "poll get_task_status until task_status is 8.",
      "task_status 0-6 are the render's stages",
      "ends the task failed (7)",
      "; 8 = ready",
      "runTask(deps, id, { stopAfter: 3 })",
    ])
      expect(
        statusNumberShapes.some((shape) => shape.test(line)),
        line,
      ).toBe(true);
  });
});
