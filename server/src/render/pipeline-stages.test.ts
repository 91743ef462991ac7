import { TaskStatus, taskStages, workingTaskStatuses } from "@reelsmith/contract/task-status";
import { describe, expect, it } from "vitest";
import { stages } from "./pipeline";

describe("the render pipeline", () => {
  it("runs one stage for each working stage of the task status table, in order, named by its key", () => {
    expect(stages.map((s) => s.key)).toEqual(taskStages.filter((s) => !s.terminal).map((s) => s.key));
  });

  it("shows every working public status while it runs, in order", () => {
    expect([...new Set(stages.map((s) => TaskStatus[s.key]))]).toEqual(
      workingTaskStatuses.map((s) => s.value),
    );
  });
});
