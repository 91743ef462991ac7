import { ERROR_CODES, type ErrorCode, errorCodes } from "@reelsmith/contract/error-codes";
import { HTTPException } from "hono/http-exception";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../lib/app-error";
import { errorHandlingApp } from "../test/error-handling-app";

function appThrowing(make: (code: string) => unknown) {
  const logged: unknown[] = [];
  const logger = pino({ level: "error" }, { write: (line: string) => logged.push(JSON.parse(line)) });
  const app = errorHandlingApp(logger, "req-1");
  app.get("/:code", (c) => {
    throw make(c.req.param("code"));
  });
  return { app, logged };
}

describe("the error handler", () => {
  it.each(errorCodes)(
    "answers %s with its status and the { error: { code, message } } body",
    async (code) => {
      const { app } = appThrowing((c) => new AppError(c as ErrorCode, `Message for ${c}`));
      const res = await app.request(`/${code}`);
      expect(res.status).toBe(ERROR_CODES[code]);
      expect(await res.json()).toEqual({ error: { code, message: `Message for ${code}` } });
    },
  );

  it("answers a schema failure 400 VALIDATION_ERROR with the rule's own message", async () => {
    const { app } = appThrowing(
      () => z.object({ name: z.string({ error: "Name is required" }) }).safeParse({}).error,
    );
    const res = await app.request("/x");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "VALIDATION_ERROR", message: "Name is required" } });
  });

  it("keeps a framework error's own status under HTTP_ERROR", async () => {
    const { app } = appThrowing(() => new HTTPException(405, { message: "Method not allowed" }));
    const res = await app.request("/x");
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ error: { code: "HTTP_ERROR", message: "Method not allowed" } });
  });

  it("answers anything else 500 INTERNAL with the request id, and logs it", async () => {
    const { app, logged } = appThrowing(() => new Error("disk on fire"));
    const res = await app.request("/x");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: { code: "INTERNAL", message: "Something went wrong. Please try again.", requestId: "req-1" },
    });
    expect(JSON.stringify(logged)).toContain("disk on fire");
  });
});
