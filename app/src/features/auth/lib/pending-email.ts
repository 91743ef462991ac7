/** The address that just signed up, so the verify-email screen can resend to it. */
const KEY = "reelsmith.pending-verification-email";

export function rememberPendingEmail(email: string) {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage can be unavailable (private mode); resend then only reloads.
  }
}

export function pendingEmail(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
