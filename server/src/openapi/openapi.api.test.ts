import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys } from "../db/schema";
import { apiOperations } from "../routes/api-routes";
import { createApiKey } from "../services/api-keys";
import { markCatalogueBuilt } from "../test/catalogue-ready";
import { startAppWithSignedInUser } from "../test/signed-in-app";

type Started = Awaited<ReturnType<typeof startAppWithSignedInUser>>;
type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
type Doc = { paths: Record<string, Record<string, Operation>> };

/** Hono's `:id` is OpenAPI's `{id}`. */
const openApiPath = (honoPath: string) => honoPath.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/** The document served at /api/openapi.json against the real app: its routes, guards and answers. */
describe("the OpenAPI document against the app", () => {
  let s: Started;
  let doc: Doc;
  let resolved: Doc;
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

  beforeAll(async () => {
    s = await startAppWithSignedInUser();
    await markCatalogueBuilt(s.ctx.deps.storage);
    const res = await s.ctx.app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    doc = (await res.json()) as Doc;
    const validator = new Validator();
    expect((await validator.validate(structuredClone(doc))).valid).toBe(true);
    resolved = validator.resolveRefs() as Doc;
  }, 60_000);
  afterAll(() => s?.close());

  /** Whether `body` is what the document says `method path` answers with `status`. */
  const conforms = (method: string, path: string, status: number, body: unknown) => {
    const schema =
      resolved.paths[path]?.[method]?.responses[String(status)]?.content?.["application/json"]?.schema;
    if (!schema) throw new Error(`${method} ${path} documents no JSON answer for ${status}`);
    const validate = ajv.compile(schema);
    const ok = validate(body);
    return ok ? "conforms" : ajv.errorsText(validate.errors);
  };

  it("documents every /api route of the app, or names why it is left out, and documents no route the app lacks", () => {
    const apiRoutes = s.ctx.app.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"));
    const appRoutes = new Set(apiRoutes.map((r) => `${r.method} ${openApiPath(r.path)}`));
    // A route left out says why on the route itself (http/documented-router.ts's `undocumented`).
    const reasons = new Map(
      apiRoutes.flatMap((r) => {
        const reason = (r.handler as { undocumented?: unknown }).undocumented;
        return typeof reason === "string" && reason ? [[`${r.method} ${openApiPath(r.path)}`, reason]] : [];
      }),
    );
    const documented = new Set(apiOperations.map((op) => `${op.method.toUpperCase()} ${op.path}`));
    const inDocument = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    expect([...inDocument].sort()).toEqual([...documented].sort());
    const neither = [...appRoutes].filter((r) => !documented.has(r) && !reasons.has(r));
    expect(neither, "routes neither documented nor declared undocumented").toEqual([]);
    const both = [...reasons.keys()].filter((r) => documented.has(r));
    expect(both, "routes both documented and declared undocumented").toEqual([]);
    const missing = [...documented].filter((r) => !appRoutes.has(r));
    expect(missing, "documented routes the app does not have").toEqual([]);
    expect(reasons.get("GET /api/faqs")).toBe("the marketing pages");
  });

  it("asks for a key or a session exactly where the document says so, and refuses a key where it says session", async () => {
    const { db } = s.ctx.deps.database;
    const { key, id } = await createApiKey(db, s.userId, "openapi test");
    // One request per operation, more than a key's default 60 a minute: this key's limit is raised.
    await db.update(apiKeys).set({ rate_limit_per_minute: 1000 }).where(eq(apiKeys.id, id));
    const wrong: string[] = [];
    for (const op of apiOperations) {
      const path = op.path.replace(/\{[^}]+\}/g, "some-id");
      const method = op.method.toUpperCase();
      const guest = await s.ctx.app.request(path, { method });
      if ((guest.status === 401) !== (op.auth !== "public"))
        wrong.push(`${method} ${op.path}: a guest got ${guest.status}, documented ${op.auth}`);
      const withKey = await s.ctx.app.request(path, { method, headers: { authorization: `Bearer ${key}` } });
      const refused = withKey.status === 401 || withKey.status === 403;
      if (refused !== (op.auth === "session"))
        wrong.push(`${method} ${op.path}: a key got ${withKey.status}, documented ${op.auth}`);
    }
    expect(wrong).toEqual([]);
  });

  it("describes what the app really answers: catalogues, a new video, its task, the projects and errors", async () => {
    for (const name of ["avatars", "voices", "music", "styles", "caption-styles"]) {
      const res = await s.client.get(`/api/catalog/${name}`);
      expect(res.status).toBe(200);
      expect(conforms("get", `/api/catalog/${name}`, 200, await res.json())).toBe("conforms");
    }
    const created = await s.client.post("/api/functions/create-video", {
      story: "A lighthouse keeper counts the ships. One night a small boat waves back.",
      narrationMode: "voice",
      size: "144x256",
    });
    expect(created.status).toBe(201);
    const { task_id } = (await created.json()) as { task_id: string };
    expect(conforms("post", "/api/functions/create-video", 201, { task_id })).toBe("conforms");
    const task = await s.client.get(`/api/tasks/${task_id}`);
    expect(conforms("get", "/api/tasks/{id}", 200, await task.json())).toBe("conforms");
    const list = await s.client.get("/api/projects?pageSize=5");
    expect(conforms("get", "/api/projects", 200, await list.json())).toBe("conforms");
    const project = await s.client.get(`/api/projects/${task_id}`);
    expect(conforms("get", "/api/projects/{id}", 200, await project.json())).toBe("conforms");
    const credits = await s.client.get("/api/subscription");
    expect(conforms("get", "/api/subscription", 200, await credits.json())).toBe("conforms");

    const missing = await s.client.get("/api/tasks/no-such-task");
    expect(missing.status).toBe(404);
    expect(conforms("get", "/api/tasks/{id}", 404, await missing.json())).toBe("conforms");
    const invalid = await s.client.post("/api/functions/create-video", { story: "x", narrationMode: "mime" });
    expect(invalid.status).toBe(400);
    expect(conforms("post", "/api/functions/create-video", 400, await invalid.json())).toBe("conforms");
    // The check itself can fail: an answer of another shape does not conform.
    expect(conforms("get", "/api/tasks/{id}", 200, { id: 1 })).not.toBe("conforms");
  });

  it("serves a reference page whose viewer script comes from this server, not from a CDN", async () => {
    const page = await s.ctx.app.request("/docs/api");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-url="/api/openapi.json"');
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(["/docs/api/reference.js"]);
    const script = await s.ctx.app.request("/docs/api/reference.js", {
      headers: { "accept-encoding": "identity" },
    });
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(1_000_000);
  });
});
