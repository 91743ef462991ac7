import { workingTaskStatuses } from "@reelsmith/contract/task-status";
import { describe, expect, it } from "vitest";
import { stages } from "./pipeline";

describe("the render pipeline", () => {
  it("runs one stage for each working status of the task status table, in order, named by its key", () => {
    expect(stages.map((s) => [s.status, s.name])).toEqual(workingTaskStatuses.map((s) => [s.value, s.key]));
  });
});
