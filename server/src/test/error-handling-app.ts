import { Hono } from "hono";
import type { Logger } from "pino";
import type { AppDeps, AppEnv } from "../http/context";
import { errorHandler } from "../http/error-handler";

/**
 * A bare Hono app with the server's error handler and only what it reads of a request: `logger` as the
 * deps' logger and `requestId` as the request's id. The caller adds the routes that throw.
 */
export function errorHandlingApp(logger: Logger, requestId: string) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  app.use(async (c, next) => {
    c.set("deps", { logger } as unknown as AppDeps);
    c.set("requestId", requestId);
    await next();
  });
  return app;
}
