import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import type { AppEnv, SessionUser } from "./http/context";
import { readSessionUser } from "./http/session";

/** What the app's sign-in state starts from (app/src/lib/auth.tsx): never the session token. */
export type InitialSession = {
  user: { id: string; email: string; name: string | null; image: string | null } | null;
};

export function initialSessionOf(user: SessionUser | null): InitialSession {
  if (!user) return { user: null };
  const { image } = user as SessionUser & { image?: string | null };
  return { user: { id: user.id, email: user.email, name: user.name ?? null, image: image ?? null } };
}

/**
 * The session as a JSON data block (`type="application/json"` is never executed, so the CSP's
 * script-src 'self' allows it). `<`, `>` and `&` are written as JSON escapes, so no value can close the
 * element (`</script>`) or open a comment (`<!--`); U+2028/2029 likewise, for any reader that evals.
 */
export function initialSessionScript(session: InitialSession): string {
  const json = JSON.stringify(session).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `<script type="application/json" id="initial-session">${json}</script>`;
}

/** index.html with the request's session embedded (before </head>, else at the end). */
export function withInitialSession(html: string, session: InitialSession): string {
  const block = initialSessionScript(session);
  const at = html.indexOf("</head>");
  return at < 0 ? `${html}${block}` : `${html.slice(0, at)}${block}\n  ${html.slice(at)}`;
}

/**
 * The public pages' route modules (app/src/app/router.tsx loads each page on demand). Their chunks are
 * preloaded with index.html, so they download alongside the entry instead of after it has run.
 */
const routeModules: Record<string, string> = {
  "/": "src/features/landing/landing-page.tsx",
  "/beta": "src/features/landing/landing-page.tsx",
  "/pricing": "src/features/pricing/pricing-page.tsx",
};

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The chunk files of a module and of everything it imports statically (Vite's build manifest). */
export function chunkFilesOf(manifest: Manifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) return;
    files.push(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return files;
}

/** index.html with modulepreload links for the page's route chunks it does not already load. */
export function withRoutePreloads(html: string, manifest: Manifest | undefined, pathname: string): string {
  const key = routeModules[pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname];
  if (!manifest || !key) return html;
  const links = chunkFilesOf(manifest, key)
    .filter((file) => file.endsWith(".js") && !html.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const at = html.indexOf("</head>");
  if (links.length === 0 || at < 0) return html;
  return `${html.slice(0, at)}${links.join("\n    ")}\n  ${html.slice(at)}`;
}

/** The build manifest, read again only when the file changes (a rebuild while the server runs). */
function manifestReader(file: string) {
  let cached: { mtimeMs: number; manifest: Manifest | undefined } | undefined;
  return (): Manifest | undefined => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      let manifest: Manifest | undefined;
      try {
        manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
      } catch {
        manifest = undefined;
      }
      cached = { mtimeMs, manifest };
    }
    return cached.manifest;
  };
}

/**
 * The built app: hashed assets cached for a year, other files as they are, and every other GET
 * answered with index.html carrying the request's signed-in state, so the app starts without a
 * session round trip. That page is per user: `Cache-Control: no-store`.
 */
export function mountSpa(app: Hono<AppEnv>, distDir: string) {
  const root = path.relative(process.cwd(), distDir) || ".";
  const index = path.join(distDir, "index.html");
  const readManifest = manifestReader(path.join(distDir, ".vite", "manifest.json"));

  const serveIndex = async (c: Context<AppEnv>) => {
    if (!fs.existsSync(index)) return c.text("The app is not built yet: run npm run build.", 503);
    const html = withRoutePreloads(fs.readFileSync(index, "utf8"), readManifest(), c.req.path);
    c.header("Cache-Control", "no-store");
    let user: SessionUser | null;
    try {
      user = await readSessionUser(c.var.deps, c.req.raw.headers);
    } catch (error) {
      // Without the block the app reads the session itself, as in development.
      c.var.deps.logger.warn({ err: error }, "index.html without the session: the session read failed");
      return c.html(html);
    }
    return c.html(withInitialSession(html, initialSessionOf(user)));
  };

  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
    // The build writes brotli and gzip copies (app/build/precompress.ts): sent as they are.
    serveStatic({ root, precompressed: true }),
  );
  // Before the static files: serveStatic would answer these from the file, without the session.
  app.get("/", serveIndex);
  app.get("/index.html", serveIndex);
  app.use("*", serveStatic({ root }));
  app.get("*", serveIndex);
}
