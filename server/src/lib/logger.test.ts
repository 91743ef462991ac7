import { stripVTControlCharacters } from "node:util";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { logFormat, prettyStream } from "./logger";

describe("logger", () => {
  it("writes JSON lines in production, in tests and wherever stdout is not a terminal", () => {
    expect(logFormat({ NODE_ENV: "production" }, true)).toBe("json");
    expect(logFormat({ NODE_ENV: "test" }, true)).toBe("json");
    expect(logFormat({ NODE_ENV: "development" }, false)).toBe("json");
    expect(logFormat({ NODE_ENV: "development" }, true)).toBe("pretty");
  });

  it("prints a readable, coloured line per entry on a developer's terminal", () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, prettyStream({ write: (t) => lines.push(t) }));
    logger.info("seed: presenters 12/56");
    logger.info({ requestId: "r1", method: "GET", path: "/readyz", status: 503, ms: 42 }, "request");
    logger.info({ built: ["voices"] }, "catalogue ready");
    const plain = lines.map(stripVTControlCharacters);
    expect(lines[0]).not.toBe(plain[0]);
    expect(plain[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: seed: presenters 12\/56\n$/);
    expect(plain[1]).toMatch(/INFO: GET \/readyz 503 42 ms \{"requestId":"r1"\}\n$/);
    expect(plain[2]).toMatch(/INFO: catalogue ready \{"built":\["voices"\]\}\n$/);
  });
});
