import { authMessages } from "@reelsmith/contract/auth";

/** What better-auth's client returns as `error`. */
export interface AuthServiceError {
  code?: string | undefined;
  message?: string | undefined;
  status?: number | undefined;
}

/** better-fetch reports a request that never reached the server with status 0. */
const unreached = (error: AuthServiceError) => error.status === 0;

/** Sign-in errors. */
export function signInErrorMessage(error: AuthServiceError): string {
  if (unreached(error)) return authMessages.network;
  switch (error.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return authMessages.invalidCredentials;
    case "EMAIL_NOT_VERIFIED":
      return authMessages.emailNotVerified;
    default:
      if (error.message && /email not (confirmed|verified)/i.test(error.message))
        return authMessages.emailNotVerified;
      return error.message || authMessages.signInFallback;
  }
}

/** Sign-up, reset and update errors: the service's message, else the generic one. */
export function authErrorMessage(error: AuthServiceError): string {
  if (unreached(error)) return authMessages.network;
  return error.message || authMessages.genericFallback;
}

/**
 * Thrown errors carry their own message (NetworkError has the spec's), except fetch's own TypeError
 * ("Failed to fetch"), which means the server could not be reached.
 */
export function thrownMessage(error: unknown, fallback: string): string {
  if (error instanceof TypeError) return authMessages.network;
  return error instanceof Error && error.message ? error.message : fallback;
}
