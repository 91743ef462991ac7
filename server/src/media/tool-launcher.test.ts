import { expect, it } from "vitest";
import { runProcess } from "./run-process";
import { toolLauncher } from "./tool-launcher";

it("counts the CPU seconds of the tools it ran, for a benchmark of a render's cost", async () => {
  await runProcess("true", []);
  const before = toolLauncher.cpuSeconds();
  await runProcess("sh", ["-c", "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done"]);
  expect(toolLauncher.cpuSeconds() - before).toBeGreaterThan(0.1);
});
