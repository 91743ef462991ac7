import { vi } from "vitest";

/**
 * Stands in for "@/lib/auth-client" in component tests (better-auth's client is a proxy that cannot be spied on):
 * `vi.mock("@/lib/auth-client", () => import("@/test/auth-client-mock"))`.
 */
export const authClient = {
  signUp: { email: vi.fn() },
  signIn: { email: vi.fn(), social: vi.fn() },
  signOut: vi.fn(),
  requestPasswordReset: vi.fn(),
  resetPassword: vi.fn(),
  sendVerificationEmail: vi.fn(),
  useSession: vi.fn(),
};

export function appUrl(path: string): string {
  return `http://localhost:3000${path}`;
}
