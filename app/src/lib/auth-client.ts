import { inferAdditionalFields } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { backendFetch, REQUEST_TIMEOUT_MS } from "@/lib/api-client";

const origin = typeof window === "undefined" ? "http://localhost" : window.location.origin;

/**
 * The one better-auth client (same origin, cookie session, 60 s timeout). Its requests go through the
 * same fetch as the app's API client, so an unreachable server reads the same everywhere.
 */
export const authClient = createAuthClient({
  baseURL: origin,
  basePath: "/api/auth",
  fetchOptions: {
    timeout: REQUEST_TIMEOUT_MS,
    headers: { "X-Client-Info": "reelsmith-web" },
    customFetchImpl: backendFetch,
  },
  plugins: [
    inferAdditionalFields({
      user: { username: { type: "string", required: true }, fullName: { type: "string", required: true } },
    }),
  ],
});

export function appUrl(path: string): string {
  return `${window.location.origin}${path}`;
}
