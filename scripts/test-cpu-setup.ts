// TEST_CPU_RECORD=<file>: each server test file's CPU seconds, appended to <file> as one JSON line: `self`
// (the worker process, imports included), `children` (processes it started and reaped: test servers, tsx
// children) and `tools` (the tool launcher's helper and the media tools it ran). Wall seconds beside.
// A file that is slow on a loaded machine but cheap here is waiting, not working.
import fs from "node:fs";
import { afterAll, beforeAll, expect } from "vitest";
import { toolLauncher } from "../server/src/media/tool-launcher";

const TICKS_PER_SECOND = 100;

/** User+system CPU seconds of this process and of the children it reaped (fields 14-17 of /proc/self/stat). */
function cpuSeconds(): { self: number; children: number } {
  const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
  const field = (n: number) => Number(fields[n - 3] ?? 0) / TICKS_PER_SECOND;
  return { self: field(14) + field(15), children: field(16) + field(17) };
}

const start = cpuSeconds();
const toolsAtStart = toolLauncher.cpuSeconds();
const startedAt = performance.now();
let file = "";
beforeAll(() => {
  file = expect.getState().testPath ?? "";
});
afterAll(() => {
  const end = cpuSeconds();
  const line = {
    file,
    self: +(end.self - start.self).toFixed(2),
    children: +(end.children - start.children).toFixed(2),
    tools: +(toolLauncher.cpuSeconds() - toolsAtStart).toFixed(2),
    wall: +((performance.now() - startedAt) / 1000).toFixed(1),
    // With TOOL_RUN_LOG, the tool runs of this file are that log's lines of this pid between these times.
    pid: process.pid,
    from: Math.round(performance.timeOrigin + startedAt),
    to: Date.now(),
  };
  fs.appendFileSync(String(process.env.TEST_CPU_RECORD), `${JSON.stringify(line)}\n`);
});
