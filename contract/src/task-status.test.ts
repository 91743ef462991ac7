import { describe, expect, it } from "vitest";
import {
  isTerminalTaskStatus,
  projectStatusFor,
  TaskStatus,
  taskProgressOf,
  taskStatuses,
  taskStatusOf,
  terminalTaskStatuses,
  workingTaskStatuses,
} from "./task-status";
import { specTaskStatusTable } from "./task-status.fixture";

describe("the task status table", () => {
  it("numbers the statuses 0 to 8 with no gap", () => {
    expect(taskStatuses.map((s) => s.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("shows the stage names and percentages users see on the preview", () => {
    expect(taskStatuses.map((s) => [s.value, s.name, s.progress])).toEqual(specTaskStatusTable);
  });

  it("raises the progress with every working stage and reaches 100% only at the end", () => {
    const working = workingTaskStatuses.map((s) => s.progress);
    for (let i = 1; i < working.length; i++) expect(working[i]).toBeGreaterThan(working[i - 1] ?? 0);
    expect(Math.max(...working)).toBeLessThan(100);
    expect(taskStatuses.filter((s) => s.progress === 100).map((s) => s.value)).toEqual([7, 8]);
  });

  it("ends a task at 7 (failed) and 8 (generated) only", () => {
    expect(terminalTaskStatuses).toEqual([7, 8]);
    expect(TaskStatus.failed).toBe(7);
    expect(TaskStatus.generated).toBe(8);
    expect(taskStatuses.filter((s) => isTerminalTaskStatus(s.value)).map((s) => s.key)).toEqual([
      "failed",
      "generated",
    ]);
    expect(workingTaskStatuses.map((s) => s.value)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("keeps the project a DRAFT while its task runs, FAILED at 7 and PUBLISHED at 8", () => {
    for (const s of [0, 1, 2, 3, 4, 5, 6]) expect(projectStatusFor(s)).toBe("DRAFT");
    expect(projectStatusFor(7)).toBe("FAILED");
    expect(projectStatusFor(8)).toBe("PUBLISHED");
  });

  it("knows no status outside the table: no row, no progress, not ended", () => {
    for (const v of [-1, 9, 2.5, null, undefined]) {
      expect(taskStatusOf(v)).toBeNull();
      expect(taskProgressOf(v)).toBe(0);
      expect(isTerminalTaskStatus(v)).toBe(false);
    }
  });
});
