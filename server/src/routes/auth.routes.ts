import { getConnInfo } from "@hono/node-server/conninfo";
import { CLIENT_IP_HEADER } from "../auth/auth";
import { createRouter } from "../http/create-router";
import { undocumented } from "../http/documented-router";

/** better-auth serves /api/auth/*; the client address it rate-limits on comes from the socket only. */
export const authRoutes = createRouter().on(
  ["GET", "POST"],
  "/*",
  undocumented("better-auth's own protocol (sign-up, sign-in, sessions): the browser's"),
  (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c));
    return c.var.deps.auth.handler(new Request(c.req.raw, { headers }));
  },
);

function clientIp(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? "127.0.0.1";
  } catch {
    // app.request() in tests has no socket.
    return "127.0.0.1";
  }
}
