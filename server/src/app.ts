import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { AppError, notFound } from "./lib/app-error";
import type { AppDeps, AppEnv } from "./lib/context";
import { errorHandler } from "./lib/error-handler";
import { loadSession } from "./lib/session";
import { authRoutes } from "./routes/auth.routes";
import { catalogRoutes } from "./routes/catalog.routes";
import { devMailboxRoutes } from "./routes/dev-mailbox.routes";
import { draftsRoutes } from "./routes/drafts.routes";
import { productRoutes } from "./routes/product.routes";
import { profileRoutes } from "./routes/profile.routes";
import { projectRoutes } from "./routes/projects.routes";
import { publicRoutes } from "./routes/public.routes";
import { storageRoutes } from "./routes/storage.routes";
import { storyRoutes } from "./routes/story.routes";
import { systemRoutes } from "./routes/system.routes";
import { videoRoutes } from "./routes/videos.routes";

export const appDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app/dist");

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  app.use(requestId());
  // gzip for text (the app's JS/CSS, JSON); media and event streams pass through untouched.
  app.use(compress());
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
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: 12 * 1024 * 1024,
      onError: () => {
        throw new AppError("PAYLOAD_TOO_LARGE", "The request is too large.", 413);
      },
    }),
  );

  app.route("/", systemRoutes);
  app.route("/", storageRoutes);
  app.route("/api/auth", authRoutes);
  app.use("/api/*", loadSession);
  // Before profileRoutes: its requireUser applies to every /api path mounted after it.
  app.route("/api/functions/generate-story", storyRoutes);
  app.route("/api", videoRoutes);
  app.route("/api", productRoutes);
  app.route("/api", publicRoutes);
  app.route("/api/catalog", catalogRoutes);
  app.route("/api", projectRoutes);
  app.route("/api", profileRoutes);
  app.route("/api/drafts", draftsRoutes);
  if (deps.config.NODE_ENV !== "production") app.route("/", devMailboxRoutes);
  app.all("/api/*", () => {
    throw notFound("No such API endpoint");
  });

  mountSpa(app);
  return app;
}

/** The built app: hashed assets cached for a year, every other GET falls back to index.html. */
function mountSpa(app: Hono<AppEnv>) {
  const root = path.relative(process.cwd(), appDistDir) || ".";
  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
    serveStatic({ root }),
  );
  app.use("*", serveStatic({ root }));
  app.get("*", (c) => {
    const index = path.join(appDistDir, "index.html");
    if (!fs.existsSync(index)) return c.text("The app is not built yet: run npm run build.", 503);
    c.header("Cache-Control", "no-cache");
    return c.html(fs.readFileSync(index, "utf8"));
  });
}
