import path from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import type { Config } from "./config";
import { apiBodyLimits } from "./http/body-limits";
import { compressResponses } from "./http/compress";
import type { AppDeps, AppEnv } from "./http/context";
import { errorHandler } from "./http/error-handler";
import { originGuard } from "./http/origin-guard";
import { loadSession } from "./http/session";
import { notFound } from "./lib/app-error";
import { documentedRouters } from "./routes/api-routes";
import { authRoutes } from "./routes/auth.routes";
import { avatarImageRoutes } from "./routes/avatars.routes";
import { devMailboxRoutes } from "./routes/dev-mailbox.routes";
import { draftsRoutes } from "./routes/drafts.routes";
import { mcpRoutes } from "./routes/mcp.routes";
import { openApiRoutes } from "./routes/openapi.routes";
import { publicRoutes } from "./routes/public.routes";
import { storageRoutes } from "./routes/storage.routes";
import { systemRoutes } from "./routes/system.routes";
import { mountSpa } from "./spa";

export const appDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app/dist");

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  app.use(requestId());
  // gzip for text of 1 KB or more (the app's JS/CSS, JSON); media and event streams pass through untouched.
  app.use(compressResponses);
  app.use(async (c, next) => {
    c.set("deps", deps);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith("/assets/")) return;
    deps.logger.info(
      {
        requestId: c.var.requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        mediaSrc: ["'self'", "blob:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
      },
    }),
  );
  // Before any route, better-auth's included: a state-changing call from another site's page is refused.
  const sameOrigin = originGuard(deps.config.trustedOrigins);
  app.use("/api/*", sameOrigin);
  app.use("/dev/*", sameOrigin);
  app.use("/api/*", apiBodyLimits());

  mountRouters(app, appRouters(deps.config));
  mountSpa(app, appDistDir);
  return app;
}

// biome-ignore lint/suspicious/noExplicitAny: a router of any env (AppEnv or AuthedEnv) and schema.
type AnyRouter = Hono<any, any, any>;

/**
 * Every router of the app and where it goes (better-auth's aside). Each one is made by
 * http/create-router.ts and an authed one guards its own routes, so the order of this list does not matter.
 */
export function appRouters(config: Config): [string, AnyRouter][] {
  return [
    ["/", systemRoutes],
    ["/", storageRoutes],
    ["/", openApiRoutes],
    ["/", mcpRoutes],
    ...documentedRouters.map((r): [string, AnyRouter] => [r.base, r.router]),
    ["/api", publicRoutes.router],
    ["/api", avatarImageRoutes],
    ["/api/drafts", draftsRoutes.router],
    ...(config.NODE_ENV !== "production" ? ([["/", devMailboxRoutes]] as [string, AnyRouter][]) : []),
  ];
}

/** better-auth, the session read for the API, the routers, then a JSON 404 for any other API path. */
export function mountRouters(app: Hono<AppEnv>, routers: [string, AnyRouter][]) {
  // better-auth reads its own session: /api/auth/* answers before the session is read for the rest.
  app.route("/api/auth", authRoutes);
  app.use("/api/*", loadSession);
  for (const [base, router] of routers) app.route(base, router);
  app.all("/api/*", () => {
    throw notFound("No such API endpoint");
  });
}
