import pino from "pino";
import { prettyFactory } from "pino-pretty";

/**
 * The logger of a server under test. Errors (a 500's cause, with its stack and what caused it) are
 * printed readably through console.error, so vitest shows them on stderr under the test that was
 * running: a failing run names its cause. Info and debug, a line per request, stay silent.
 */
export function createTestLogger(print: (text: string) => void = (text) => console.error(text)) {
  const format = prettyFactory({ colorize: false, translateTime: false, ignore: "pid,hostname,time" });
  return pino({ level: "error" }, { write: (line: string) => print(format(JSON.parse(line)).trimEnd()) });
}
