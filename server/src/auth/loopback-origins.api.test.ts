import net from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/test-app";

/** A port free right now: the server under test listens on it, and its config must know it first. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

/**
 * A browser on http://127.0.0.1:<port>, with no PUBLIC_URL set: the same steps the app takes to sign up,
 * verify, sign in and reset a password, over a real socket (the Host header is what the browser sends).
 */
describe("auth through a loopback address other than localhost, without PUBLIC_URL", () => {
  let ctx: TestContext;
  let server: ReturnType<typeof serve>;
  let origin: string;
  const jar = new Map<string, string>();

  async function call(method: string, path: string, body?: unknown, from = origin) {
    const headers: Record<string, string> = { origin: from };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(`${origin}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const [name = "", ...rest] = pair.split("=");
      if (/max-age=0/i.test(cookie)) jar.delete(name.trim());
      else jar.set(name.trim(), rest.join("="));
    }
    return res;
  }

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    ctx = await createTestContext({ PUBLIC_URL: "", PORT: String(port) });
    server = serve({ fetch: ctx.app.fetch, port, hostname: "127.0.0.1" });
    await new Promise<void>((r) => server.once("listening", () => r()));
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await ctx.close();
  });

  it("signs up, verifies, signs in and resets the password, every mailed link on the address used", async () => {
    const email = `loop${Date.now()}@example.com`;
    const signUp = await call("POST", "/api/auth/sign-up/email", {
      email,
      password: "Passw0rd1",
      name: "Loop User",
      username: `loop_${Date.now().toString(36)}`,
      fullName: "Loop User",
      acceptTerms: true,
      callbackURL: `${origin}/auth/login?verified=1`,
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);

    const verifyMail = await ctx.smtp.waitFor(email, /Verify/);
    const verifyLink = verifyMail.links.find((l) => l.includes("/verify-email"));
    expect(verifyLink?.startsWith(`${origin}/api/auth/verify-email`)).toBe(true);
    const verified = await call(
      "GET",
      new URL(verifyLink as string).pathname + new URL(verifyLink as string).search,
    );
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe(`${origin}/auth/login?verified=1`);

    const signIn = await call("POST", "/api/auth/sign-in/email", { email, password: "Passw0rd1" });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    expect((await call("GET", "/api/profile")).status).toBe(200);

    const resetRequest = await call("POST", "/api/auth/request-password-reset", {
      email,
      redirectTo: `${origin}/auth/update-password`,
    });
    expect(resetRequest.status, await resetRequest.clone().text()).toBe(200);
    const resetMail = await ctx.smtp.waitFor(email, /Reset your/);
    const resetLink = resetMail.links.find((l) => l.includes("/reset-password/"));
    expect(resetLink?.startsWith(`${origin}/api/auth/reset-password/`)).toBe(true);
    const toForm = await call(
      "GET",
      new URL(resetLink as string).pathname + new URL(resetLink as string).search,
    );
    expect(toForm.status).toBe(302);
    const formUrl = new URL(toForm.headers.get("location") ?? "");
    expect(formUrl.origin).toBe(origin);
    expect(formUrl.pathname).toBe("/auth/update-password");
    const reset = await call("POST", "/api/auth/reset-password", {
      newPassword: "N3wPassword",
      token: formUrl.searchParams.get("token"),
    });
    expect(reset.status, await reset.clone().text()).toBe(200);
    jar.clear();
    const again = await call("POST", "/api/auth/sign-in/email", { email, password: "N3wPassword" });
    expect(again.status).toBe(200);

    // Signing up again with the same address mails the owner links on this address too.
    jar.clear();
    const repeat = await call("POST", "/api/auth/sign-up/email", {
      email,
      password: "Passw0rd1",
      name: "Loop User",
      username: `loopr_${Date.now().toString(36)}`,
      fullName: "Loop User",
      acceptTerms: true,
      callbackURL: `${origin}/auth/login?verified=1`,
    });
    expect(repeat.status).toBe(200);
    const existing = await ctx.smtp.waitFor(email, /already have/);
    expect(existing.links).toEqual([`${origin}/auth/login`, `${origin}/auth/reset-password`]);
  });

  it("still refuses a foreign origin and a foreign callback address", async () => {
    const email = `loopx${Date.now()}@example.com`;
    const foreignCallback = await call("POST", "/api/auth/sign-up/email", {
      email,
      password: "Passw0rd1",
      name: "Loop User",
      username: `loopx_${Date.now().toString(36)}`,
      fullName: "Loop User",
      acceptTerms: true,
      callbackURL: "http://evil.example/auth/login",
    });
    expect(foreignCallback.status).toBe(403);
    const foreignOrigin = await call(
      "POST",
      "/api/auth/sign-in/email",
      { email, password: "Passw0rd1" },
      "http://evil.example",
    );
    expect(foreignOrigin.status).toBe(403);
  });
});
