// The small process that starts the media tools for run-process.ts. Starting a process copies the page
// tables of the process that starts it: from a server or test process holding a database and a few hundred
// megabytes, one ffmpeg took 80-330 ms of that process's time; from this one, which holds nothing, ~20 ms.
// Plain JavaScript, run by node without a loader. It talks to its parent over the IPC channel only.
import { spawn } from "node:child_process";

/** Running tools by request id, killed when the parent goes. */
const running = new Map();

process.on("message", (request) => {
  if (request?.type === "run") start(request);
});
// The parent exited or was killed: its tools' answers have nobody to go to.
process.on("disconnect", () => {
  for (const child of running.values()) child.kill("SIGKILL");
  process.exit(0);
});

function start({ id, command, args, cwd, env, input, timeoutMs }) {
  const send = (message) => {
    if (process.connected) process.send({ id, ...message });
  };
  let child;
  try {
    child = spawn(command, args, { cwd, env, stdio: ["pipe", "pipe", "pipe"] });
  } catch (e) {
    send({ type: "done", startError: e instanceof Error ? e.message : String(e) });
    return;
  }
  running.set(id, child);
  const out = [];
  let timedOut = false;
  let finished = false;
  const finish = (message) => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    running.delete(id);
    send({ type: "done", ...message });
  };
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill("SIGKILL");
  }, timeoutMs);
  child.stdout.on("data", (d) => out.push(d));
  child.stderr.on("data", (d) => send({ type: "stderr", text: d.toString("utf8") }));
  // A tool that could not start (no such file) closes too, without a code worth reading.
  child.on("error", (e) => finish({ startError: e.message }));
  child.on("close", (code) => finish({ code, timedOut, stdout: Buffer.concat(out) }));
  child.stdin.on("error", () => {});
  if (input !== undefined) child.stdin.end(typeof input === "string" ? input : Buffer.from(input));
  else child.stdin.end();
}
