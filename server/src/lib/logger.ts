import pino from "pino";
import { prettyFactory } from "pino-pretty";
import type { Config } from "../config";

type LogConfig = Pick<Config, "LOG_LEVEL" | "NODE_ENV">;

/**
 * JSON lines in production and wherever stdout is not a terminal (a log collector, a file, CI, a test
 * reading the output): one object per line is what those parse. A developer's terminal gets one readable,
 * coloured line per entry instead.
 */
export function logFormat(config: Pick<Config, "NODE_ENV">, stdoutIsTty: boolean): "json" | "pretty" {
  return config.NODE_ENV === "development" && stdoutIsTty ? "pretty" : "json";
}

export function createLogger(config: LogConfig, stdout: NodeJS.WriteStream = process.stdout) {
  const level = config.NODE_ENV === "test" ? "silent" : config.LOG_LEVEL;
  if (logFormat(config, Boolean(stdout.isTTY)) === "json") return pino({ level });
  return pino({ level }, prettyStream(stdout));
}

/**
 * "12:04:31 INFO: seed: presenters 12/56", the entry's fields after the message on the same line; a
 * request reads "GET /api/videos 200 12 ms (requestId: …)". Formatted in this process rather than in
 * pino's worker transport: a development log is small, and its lines stay in order with console output.
 */
export function prettyStream(out: { write(text: string): unknown }, colorize = true) {
  const format = prettyFactory({
    colorize,
    singleLine: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname",
  });
  return { write: (line: string) => out.write(format(asRequestLine(JSON.parse(line)))) };
}

/** A request's method, path, status and time become its message. */
function asRequestLine(log: Record<string, unknown>): Record<string, unknown> {
  if (log.msg !== "request" || typeof log.method !== "string") return log;
  const { method, path, status, ms, ...rest } = log;
  return { ...rest, msg: `${method} ${String(path)} ${String(status)} ${String(ms)} ms` };
}
