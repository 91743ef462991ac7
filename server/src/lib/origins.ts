import type { Config } from "../config";

/** The origin part of an Origin header, or null when it is "null" or not a URL. */
export function normalizedOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origin for links mailed in answer to a request: PUBLIC_URL when it is set; otherwise the trusted
 * loopback address the request came to (its Host), so a user on 127.0.0.1 gets 127.0.0.1 links.
 */
export function linkOrigin(
  config: Pick<Config, "PUBLIC_URL" | "publicUrl" | "trustedOrigins">,
  headers: Headers | undefined,
): string {
  if (config.PUBLIC_URL) return config.publicUrl;
  const host = headers?.get("host");
  const candidate = host ? normalizedOrigin(`http://${host}`) : null;
  return candidate && config.trustedOrigins.includes(candidate) ? candidate : config.publicUrl;
}
