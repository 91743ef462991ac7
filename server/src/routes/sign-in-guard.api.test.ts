import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouters, mountRouters } from "../app";
import type { AppEnv } from "../http/context";
import { AuthedRouter } from "../http/create-router";
import { errorHandler } from "../http/error-handler";
import { signUpVerifiedUser } from "../test/http-client";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../test/test-app";

type Routers = ReturnType<typeof appRouters>;
type Endpoint = { method: string; path: string; authed: boolean };

/** Every route the routers declare, as a request that can be sent (parameters filled in). */
function endpointsOf(routers: Routers): Endpoint[] {
  const found = new Map<string, Endpoint>();
  for (const [base, router] of routers) {
    for (const route of router.routes) {
      if (route.method === "ALL") continue;
      const path = `${base}/${route.path}`
        .replace(/\/+/g, "/")
        .replace(/(.)\/$/, "$1")
        .replace(/:[A-Za-z]+/g, "sweep")
        .replace(/\*/g, "sweep");
      const key = `${route.method} ${path}`;
      if (!found.has(key))
        found.set(key, { method: route.method, path, authed: router instanceof AuthedRouter });
    }
  }
  return [...found.values()];
}

/** The app's mount step alone, with the routers in the order given. */
function appWith(ctx: TestContext, routers: Routers) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  app.use(async (c, next) => {
    c.set("deps", ctx.deps);
    await next();
  });
  mountRouters(app, routers);
  return app;
}

async function send(app: Hono<AppEnv>, { method, path }: Endpoint, cookie?: string) {
  const res = await app.request(path, {
    method,
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(method === "GET" ? {} : { "content-type": "application/json" }),
    },
    body: method === "GET" ? undefined : "{}",
  });
  const text = await res.text();
  return { status: res.status, code: res.status === 401 ? JSON.parse(text).error?.code : undefined };
}

/** "METHOD path: status" for every endpoint whose guest answer is not what its router promises. */
async function wrongGuestAnswers(app: Hono<AppEnv>, endpoints: Endpoint[]) {
  const wrong: string[] = [];
  for (const e of endpoints) {
    const { status, code } = await send(app, e);
    const refused = status === 401 && code === "UNAUTHORIZED";
    if (refused !== e.authed)
      wrong.push(`${e.authed ? "authed" : "public"} ${e.method} ${e.path}: ${status}`);
  }
  return wrong;
}

describe("the sign-in guard", () => {
  let ctx: TestContext;
  let routers: Routers;
  let endpoints: Endpoint[];

  beforeAll(async () => {
    ctx = await createTestContext();
    routers = appRouters(ctx.deps.config);
    endpoints = endpointsOf(routers);
  });
  afterAll(() => ctx.close());

  it("finds the signed-in and the public endpoints in the routers themselves", () => {
    const named = (authed: boolean) =>
      endpoints.filter((e) => e.authed === authed).map((e) => `${e.method} ${e.path}`);
    expect(named(true)).toEqual(
      expect.arrayContaining([
        "GET /api/profile",
        "GET /api/projects/recent",
        "POST /api/functions/create-video",
        "POST /api/functions/generate-story",
        "PUT /api/drafts/sweep",
        "GET /api/tasks/sweep/events",
      ]),
    );
    expect(named(false)).toEqual(
      expect.arrayContaining([
        "GET /api/pricing",
        "GET /api/images/avatar",
        "GET /healthz",
        "GET /storage/sweep",
      ]),
    );
    expect(named(true).length).toBeGreaterThanOrEqual(20);
  });

  it("answers a guest 401 on every signed-in endpoint and never on a public one", async () => {
    expect(await wrongGuestAnswers(ctx.app, endpoints)).toEqual([]);
  });

  it("answers the same whatever order the routers are mounted in", async () => {
    expect(await wrongGuestAnswers(appWith(ctx, [...routers].reverse()), endpoints)).toEqual([]);
    const authedFirst = [...routers].sort(
      (a, b) => Number(b[1] instanceof AuthedRouter) - Number(a[1] instanceof AuthedRouter),
    );
    expect(await wrongGuestAnswers(appWith(ctx, authedFirst), endpoints)).toEqual([]);
  });

  it("lets a signed-in user through every signed-in endpoint, in any mount order", async () => {
    const { client } = await signUpVerifiedUser(ctx);
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    for (const app of [ctx.app, appWith(ctx, [...routers].reverse())]) {
      const refused: string[] = [];
      for (const e of endpoints.filter((x) => x.authed)) {
        const { status } = await send(app, e, cookie);
        if (status === 401) refused.push(`${e.method} ${e.path}`);
      }
      expect(refused).toEqual([]);
    }
  });
});
