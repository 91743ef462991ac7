import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { AppError } from "./app-error";
import type { AppEnv } from "./context";

/** One mapping of every failure to `{ error: { code, message } }`. */
export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  const requestId = c.var.requestId;
  if (err instanceof AppError) {
    return c.json({ error: { code: err.code, message: err.message } }, err.status);
  }
  if (err instanceof ZodError) {
    const message = err.issues[0]?.message ?? "Invalid request";
    return c.json({ error: { code: "VALIDATION_ERROR", message } }, 400);
  }
  if (err instanceof HTTPException) {
    return c.json({ error: { code: "HTTP_ERROR", message: err.message } }, err.status);
  }
  c.var.deps.logger.error({ err, requestId }, "unhandled error");
  return c.json(
    { error: { code: "INTERNAL", message: "Something went wrong. Please try again.", requestId } },
    500,
  );
};
