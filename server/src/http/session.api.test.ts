import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema";
import { createClient, readJson, signUpVerifiedUser, type TestClient } from "../test/http-client";
import { createTestContext, type TestContext } from "../test/test-app";
import { changeFeedFor } from "./change-feed";
import { sessionCacheFor } from "./session";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  // The session cache is on once the change feed's triggers are in place and it listens: wait for it,
  // so these tests go through the cache.
  const feed = changeFeedFor(ctx.deps);
  while (feed && !feed.ready) await new Promise((r) => setTimeout(r, 10));
});
afterAll(() => ctx.close());

/** A second client holding a copy of these cookies, like a stolen or replayed cookie header. */
function replay(client: TestClient): TestClient {
  const copy = createClient(ctx);
  for (const [k, v] of client.jar) copy.jar.set(k, v);
  return copy;
}

async function signedIn() {
  const { client, user } = await signUpVerifiedUser(ctx);
  const me = await client.get("/api/profile");
  expect(me.status).toBe(200);
  // The second request is answered from the session cache where there is one.
  expect((await client.get("/api/profile")).status).toBe(200);
  expect(sessionCacheFor(ctx.deps)?.size).toBeGreaterThan(0);
  return { client, user };
}

describe("a session", () => {
  it("stops working as soon as its owner signs out, even when its old cookie is sent again", async () => {
    const { client } = await signedIn();
    const old = replay(client);
    expect((await old.get("/api/projects/recent")).status).toBe(200);

    expect((await client.post("/api/auth/sign-out")).status).toBe(200);

    const afterSignOut = await old.get("/api/projects/recent");
    expect(afterSignOut.status).toBe(401);
    expect((await readJson(afterSignOut)).error.message).toBe("User not authenticated");
    expect((await client.get("/api/profile")).status).toBe(401);
  });

  it("ends the other sessions at once when the password is changed with revoking them", async () => {
    const { client, user } = await signedIn();
    const laptop = createClient(ctx);
    const signIn = await laptop.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(200);
    expect((await laptop.get("/api/subscription")).status).toBe(200);
    expect((await laptop.get("/api/subscription")).status).toBe(200);

    const changed = await client.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "N3wPassw0rd!",
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);

    expect((await laptop.get("/api/subscription")).status).toBe(401);
    // The session that changed the password goes on (better-auth gives it a fresh cookie).
    expect((await client.get("/api/subscription")).status).toBe(200);
  });

  it("stops working at once when its row is removed from the database by anyone", async () => {
    const { client } = await signedIn();
    const session = await readJson(await client.get("/api/auth/get-session"));
    await ctx.deps.database.db.delete(sessions).where(eq(sessions.id, session.session.id));
    expect((await client.get("/api/profile")).status).toBe(401);
  });

  it("ends with its account: a deleted user's cookie is refused at once", async () => {
    const { client, user } = await signedIn();
    await ctx.deps.database.db.delete(users).where(eq(users.email, user.email));
    expect((await client.get("/api/projects")).status).toBe(401);
  });

  it("is refused when the cookie's signature is not the server's", async () => {
    const { client } = await signedIn();
    const forged = replay(client);
    for (const [name, value] of forged.jar) {
      if (name.endsWith("session_token")) forged.jar.set(name, value.replace(/\.[^.]+$/, ".forged"));
    }
    expect((await forged.get("/api/profile")).status).toBe(401);
  });
});
