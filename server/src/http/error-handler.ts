import { ERROR_CODES, type ErrorCode, HTTP_ERROR } from "@reelsmith/contract/error-codes";
import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { AppError } from "../lib/app-error";
import type { AppEnv } from "./context";

const answer = (c: Context<AppEnv>, code: ErrorCode, message: string, extra: { requestId?: string } = {}) =>
  c.json({ error: { code, message, ...extra } }, ERROR_CODES[code]);

/** One mapping of every failure to `{ error: { code, message } }`, with the code's status. */
export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  const requestId = c.var.requestId;
  if (err instanceof AppError) return answer(c, err.code, err.message);
  if (err instanceof ZodError)
    return answer(c, "VALIDATION_ERROR", err.issues[0]?.message ?? "Invalid request");
  // A framework error keeps the status it was raised with.
  if (err instanceof HTTPException) {
    return c.json({ error: { code: HTTP_ERROR, message: err.message } }, err.status);
  }
  // The cause, with its stack, for whoever reads the log: the answer only carries the request id.
  c.var.deps.logger.error({ err, requestId, method: c.req.method, path: c.req.path }, "unhandled error");
  return answer(c, "INTERNAL", "Something went wrong. Please try again.", { requestId });
};
