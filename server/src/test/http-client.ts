import type { TestContext } from "./test-app";
import { TEST_ORIGIN } from "./test-app";

/** A tiny browser stand-in for app.request(): keeps cookies and sends the Origin header. */
export function createClient(ctx: TestContext) {
  const jar = new Map<string, string>();
  async function send(
    method: string,
    path: string,
    body: string | FormData | undefined,
    headers: Record<string, string>,
  ) {
    const h: Record<string, string> = { origin: TEST_ORIGIN, ...headers };
    if (jar.size > 0) h.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await ctx.app.request(path, { method, headers: h, body, redirect: "manual" });
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
  function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    if (body === undefined) return send(method, path, undefined, headers);
    return send(method, path, JSON.stringify(body), { ...headers, "content-type": "application/json" });
  }
  return {
    jar,
    get: (path: string, headers?: Record<string, string>) => request("GET", path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      request("POST", path, body ?? {}, headers),
    patch: (path: string, body?: unknown) => request("PATCH", path, body ?? {}),
    delete: (path: string) => request("DELETE", path),
    /** A multipart form, as a browser's file upload sends it. */
    postForm: (path: string, form: FormData) => send("POST", path, form, {}),
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

/**
 * Uploads a file to the caller's media library as the app's file picker does; `type` is the file's MIME
 * type as the browser reports it (none by default), `use` what the upload is for.
 */
export function uploadMedia(
  client: TestClient,
  name: string,
  data: Buffer | string,
  { type, use }: { type?: string; use?: string } = {},
) {
  const form = new FormData();
  form.set(
    "file",
    new File([typeof data === "string" ? data : new Uint8Array(data)], name, type ? { type } : {}),
  );
  if (use) form.set("use", use);
  return client.postForm("/api/media", form);
}
