import type { TestContext } from "./test-app";
import { TEST_ORIGIN } from "./test-app";

/** A tiny browser stand-in for app.request(): keeps cookies and sends the Origin header. */
export function createClient(ctx: TestContext) {
  const jar = new Map<string, string>();
  async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { origin: TEST_ORIGIN, ...headers };
    if (jar.size > 0) h.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    if (body !== undefined) h["content-type"] = "application/json";
    const res = await ctx.app.request(path, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...rest] = (pair ?? "").split("=");
      if (!name) continue;
      const value = rest.join("=");
      if (value === "" || /max-age=0/i.test(cookie)) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    return res;
  }
  return {
    jar,
    get: (path: string, headers?: Record<string, string>) => request("GET", path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      request("POST", path, body ?? {}, headers),
    patch: (path: string, body?: unknown) => request("PATCH", path, body ?? {}),
    delete: (path: string) => request("DELETE", path),
    request,
  };
}

export type TestClient = ReturnType<typeof createClient>;

/** Signs a new user up, verifies the email from the mail the server sent, and signs in. */
export async function signUpVerifiedUser(ctx: TestContext, overrides: Partial<Record<string, string>> = {}) {
  const client = createClient(ctx);
  const n = Math.random().toString(36).slice(2, 8);
  const user = {
    email: `user${n}@example.com`,
    username: `user_${n}`,
    fullName: "Test User",
    password: "Passw0rd1",
    ...overrides,
  };
  const res = await client.post("/api/auth/sign-up/email", {
    ...user,
    name: user.fullName,
    acceptTerms: true,
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const mail = await ctx.smtp.waitFor(user.email, /Verify/);
  const link = mail.links.find((l) => l.includes("/verify-email"));
  if (!link) throw new Error("no verification link");
  const u = new URL(link);
  await client.get(u.pathname + u.search);
  const signIn = await client.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return { client, user };
}

/** A response body as loosely typed JSON, for assertions in tests. */
// biome-ignore lint/suspicious/noExplicitAny: tests assert on arbitrary JSON shapes.
export const readJson = (res: Response): Promise<any> => res.json();

/** The `{ code, message }` of an error answer. */
export const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;
