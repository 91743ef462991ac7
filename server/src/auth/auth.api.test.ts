import { authMessages } from "@reelsmith/contract/auth";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, userProfiles, users } from "../db/schema";
import { createClient, readJson, signUpVerifiedUser } from "../test/http-client";
import { createTestContext, type TestContext } from "../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ STARTING_CREDITS: "120" });
});
afterAll(() => ctx.close());

const newUser = (n: string) => ({
  email: `${n}@example.com`,
  name: "Ada Lovelace",
  username: n,
  fullName: "Ada Lovelace",
  password: "Passw0rd1",
  acceptTerms: true,
});

const pathOf = (link: string) => {
  const u = new URL(link);
  return u.pathname + u.search;
};

describe("accounts", () => {
  it("signs up, refuses sign-in until the email is verified, then signs in and out", async () => {
    const client = createClient(ctx);
    const user = newUser("ada");
    const signUp = await client.post("/api/auth/sign-up/email", user);
    expect(signUp.status).toBe(200);

    const refused = await client.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).message).toBe(authMessages.emailNotVerified);

    const mail = await ctx.smtp.waitFor(user.email, /Verify your email/);
    expect(mail.html).toContain("Reelsmith");
    expect(mail.text).toContain("/api/auth/verify-email?token=");
    const link = mail.links.find((l) => l.includes("/verify-email"));
    expect(link).toBeDefined();
    const verified = await client.get(pathOf(link as string));
    expect([200, 302]).toContain(verified.status);

    const signIn = await client.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(200);
    const session = await readJson(await client.get("/api/auth/get-session"));
    expect(session.user.email).toBe(user.email);
    expect(session.user.username).toBe("ada");

    const profile = await client.get("/api/profile");
    expect(await readJson(profile)).toMatchObject({ username: "ada", full_name: "Ada Lovelace" });

    await client.post("/api/auth/sign-out");
    expect((await client.get("/api/profile")).status).toBe(401);
  });

  it("creates the profile and a free trial with the configured starting credits at sign-up", async () => {
    const { client } = await signUpVerifiedUser(ctx, { username: "credits_user" });
    const session = await readJson(await client.get("/api/auth/get-session"));
    const db = ctx.deps.database.db;
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, session.user.id));
    expect(profile?.username).toBe("credits_user");
    const [sub] = await db.select().from(userProfiles).where(eq(userProfiles.user_id, session.user.id));
    expect(sub).toMatchObject({ subscription_plan: "FREE_TRIAL", available_credits: 120 });
    const res = await client.get("/api/subscription");
    expect(await readJson(res)).toMatchObject({ subscription_plan: "FREE_TRIAL", available_credits: 120 });
  });

  it("rejects a wrong password with the spec's message", async () => {
    const { user } = await signUpVerifiedUser(ctx);
    const res = await createClient(ctx).post("/api/auth/sign-in/email", {
      email: user.email,
      password: "Wrong1234",
    });
    expect(res.status).toBe(401);
    expect((await readJson(res)).message).toBe(authMessages.invalidCredentials);
  });

  it("never creates a second account for a known email, and tells the owner by mail", async () => {
    const client = createClient(ctx);
    expect((await client.post("/api/auth/sign-up/email", newUser("dupe_mail"))).status).toBe(200);
    // Answering like a fresh sign-up keeps addresses from being probed; the owner learns of it by mail.
    const again = await client.post("/api/auth/sign-up/email", {
      ...newUser("dupe_mail2"),
      email: "dupe_mail@example.com",
      password: "Different1",
    });
    expect(again.status).toBe(200);
    const mail = await ctx.smtp.waitFor("dupe_mail@example.com", /already have a Reelsmith account/);
    expect(mail.text).toContain("/auth/login");
    const db = ctx.deps.database.db;
    const rows = await db.select().from(users).where(eq(users.email, "dupe_mail@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.username).toBe("dupe_mail");
    const taken = await db.select().from(users).where(eq(users.username, "dupe_mail2"));
    expect(taken).toHaveLength(0);
  });

  it("refuses a username already taken, whatever its case", async () => {
    const client = createClient(ctx);
    expect((await client.post("/api/auth/sign-up/email", newUser("TakenName"))).status).toBe(200);
    const again = await client.post("/api/auth/sign-up/email", {
      ...newUser("takenname"),
      email: "other@example.com",
    });
    expect(again.status).toBe(422);
    expect((await readJson(again)).message).toBe(authMessages.usernameTaken);
  });

  it.each([
    [{ email: "not-an-email" }, authMessages.email],
    [{ password: "short1A" }, authMessages.passwordLength],
    [{ password: "alllowercase1" }, authMessages.passwordComplexity],
    [{ username: "ab" }, authMessages.usernameMin],
    [{ username: "a".repeat(21) }, authMessages.usernameMax],
    [{ username: "bad name!" }, authMessages.usernameChars],
    [{ fullName: "A" }, authMessages.fullNameMin],
    [{ fullName: "A".repeat(51) }, authMessages.fullNameMax],
    [{ acceptTerms: false }, authMessages.acceptTerms],
  ])("refuses sign-up with %o and says the spec's message", async (override, message) => {
    const res = await createClient(ctx).post("/api/auth/sign-up/email", {
      ...newUser("valid_name"),
      ...override,
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).message).toBe(message);
  });

  it("resets a forgotten password from the mailed link and signs in with the new one", async () => {
    const { user } = await signUpVerifiedUser(ctx);
    const client = createClient(ctx);
    const req = await client.post("/api/auth/request-password-reset", {
      email: user.email,
      redirectTo: `${ctx.deps.config.publicUrl}/auth/update-password`,
    });
    expect(req.status).toBe(200);
    const mail = await ctx.smtp.waitFor(user.email, /Reset your/);
    const link = mail.links.find((l) => l.includes("/reset-password/"));
    expect(link).toBeDefined();
    const callback = await client.get(pathOf(link as string));
    expect(callback.status).toBe(302);
    const location = new URL(callback.headers.get("location") ?? "", ctx.deps.config.publicUrl);
    expect(location.pathname).toBe("/auth/update-password");
    const token = location.searchParams.get("token");
    expect(token).toBeTruthy();

    const weak = await client.post("/api/auth/reset-password", { newPassword: "weakpass", token });
    expect((await readJson(weak)).message).toBe(authMessages.passwordComplexity);

    const reset = await client.post("/api/auth/reset-password", { newPassword: "N3wPassword", token });
    expect(reset.status).toBe(200);
    const old = await client.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    expect(old.status).toBe(401);
    const fresh = await client.post("/api/auth/sign-in/email", {
      email: user.email,
      password: "N3wPassword",
    });
    expect(fresh.status).toBe(200);
  });

  it("answers 401 with the JSON error body to a protected call without a session", async () => {
    const res = await createClient(ctx).get("/api/profile");
    expect(res.status).toBe(401);
    expect(await readJson(res)).toEqual({
      error: { code: "UNAUTHORIZED", message: authMessages.notAuthenticated },
    });
  });
});

describe("rate limits", () => {
  it("slows down repeated sign-in attempts from one address", async () => {
    const limited = await createTestContext({ AUTH_RATE_LIMIT_MAX: "3" });
    try {
      const client = createClient(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await client.post("/api/auth/sign-in/email", {
          email: "x@example.com",
          password: "Whatever1",
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 3).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
