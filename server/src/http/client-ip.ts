import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./context";

/** The caller's address: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY is set. */
export function clientIp<E extends AppEnv>(c: Context<E>): string {
  if (c.var.deps.config.TRUST_PROXY) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "127.0.0.1";
  } catch {
    // app.request() in tests has no socket.
    return "127.0.0.1";
  }
}
