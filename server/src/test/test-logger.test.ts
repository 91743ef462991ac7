import { describe, expect, it } from "vitest";
import { errorHandlingApp } from "./error-handling-app";
import { createTestLogger } from "./test-logger";

describe("the test server's logger", () => {
  it("prints a 500's error with its stack and its cause, and nothing of the request lines", async () => {
    const printed: string[] = [];
    const logger = createTestLogger((text) => printed.push(text));
    const app = errorHandlingApp(logger, "req-7");
    app.use(async (c, next) => {
      await next();
      logger.info({ requestId: "req-7", status: c.res.status }, "request");
    });
    app.post("/api/functions/create-video", () => {
      const pgError = Object.assign(new Error("deadlock detected"), { code: "40P01" });
      throw new Error("Failed query: insert into projects", { cause: pgError });
    });

    const res = await app.request("/api/functions/create-video", { method: "POST" });

    expect(res.status).toBe(500);
    expect(printed).toHaveLength(1);
    const [entry] = printed;
    expect(entry).toMatch(/^ERROR: unhandled error\n/);
    expect(entry).toContain('requestId: "req-7"');
    expect(entry).toContain('path: "/api/functions/create-video"');
    expect(entry).toContain("Error: Failed query: insert into projects\n");
    expect(entry).toMatch(/at .*test-logger\.test\.ts:\d+/);
    expect(entry).toContain("caused by: Error: deadlock detected");
  });
});
