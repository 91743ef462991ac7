import { authMessages } from "@reelsmith/contract/auth";

/** What better-auth's client returns as `error`. */
export interface AuthServiceError {
  code?: string | undefined;
  message?: string | undefined;
  status?: number | undefined;
}

/** Sign-in errors (platform.md section 8). */
export function signInErrorMessage(error: AuthServiceError): string {
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
  return error.message || authMessages.genericFallback;
}

/** Thrown errors (network, timeout) carry their own message. */
export function thrownMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
