import { act, screen } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { AuthContext, type AuthUser } from "@/lib/auth";
import { authClient } from "@/lib/auth-client";

vi.mock("@/lib/auth-client", () => import("@/test/auth-client-mock"));

import { authState, mockFetch, renderWithProviders } from "@/test/render";

function setup(config: { googleEnabled?: boolean } = {}) {
  mockFetch({
    "/api/config": {
      body: {
        googleEnabled: config.googleEnabled ?? false,
        supportEmail: "s@x.test",
        discordUrl: "",
        betaMode: true,
      },
    },
  });
  const auth = authState(null);
  return { ...renderWithProviders(<SignInForm />, { path: "/auth/login", auth }), auth };
}

/** A sign-in state that changes like the real one: the test sets the user when the session "arrives". */
const sessionRefresh = vi.fn(async () => {});
let setSessionUser: (u: AuthUser | null) => void = () => {};
function SessionState({ children }: { children: ReactNode }) {
  const [current, set] = useState<AuthUser | null>(null);
  setSessionUser = set;
  return (
    <AuthContext.Provider value={authState(current, { refresh: sessionRefresh })}>
      {children}
    </AuthContext.Provider>
  );
}

async function signIn(user: ReturnType<typeof setup>["user"]) {
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Password"), "Secret123");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("the sign-in form", () => {
  it("asks for a valid email and a password when submitted empty", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByText("Please enter your password")).toBeInTheDocument();
  });

  it("rejects an invalid email address when the field loses focus", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("Email"), "ada@");
    await user.tab();
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
  });

  it("offers Google, the email divider, Remember me and the forgotten-password link", () => {
    setup();
    expect(screen.getByRole("button", { name: /Sign in with Google/ })).toBeInTheDocument();
    expect(screen.getByText("Or continue with email")).toBeInTheDocument();
    expect(screen.getByLabelText("Remember me")).not.toBeChecked();
    expect(screen.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "/auth/reset-password",
    );
  });

  it("explains that Google sign-in is not configured when the server has no Google keys", async () => {
    setup({ googleEnabled: false });
    expect(await screen.findByText("Google sign-in is not configured on this server.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Sign in with Google/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  it("signs in with Google and returns to the dashboard when the server has Google keys", async () => {
    const { user } = setup({ googleEnabled: true });
    vi.mocked(authClient.signIn.social).mockResolvedValue({ data: {}, error: null });
    const button = screen.getByRole("button", { name: /Sign in with Google/ });
    await vi.waitFor(() => expect(button).not.toHaveAttribute("aria-disabled"));
    expect(screen.queryByText("Google sign-in is not configured on this server.")).toBeNull();
    await user.click(button);
    expect(authClient.signIn.social).toHaveBeenCalledWith({
      provider: "google",
      callbackURL: expect.stringMatching(/\/dashboard$/),
    });
  });

  it("maps invalid credentials to the spec's message in the red box", async () => {
    const { user } = setup();
    vi.mocked(authClient.signIn.email).mockResolvedValue({
      data: null,
      error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password", status: 401 },
    } as never);
    await signIn(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Invalid email or password. Please try again.",
    );
  });

  it("asks an unverified user to verify their email first", async () => {
    const { user } = setup();
    vi.mocked(authClient.signIn.email).mockResolvedValue({
      data: null,
      error: { code: "EMAIL_NOT_VERIFIED", message: "Email not verified", status: 403 },
    } as never);
    await signIn(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please verify your email address before signing in. Check your inbox for a verification link.",
    );
  });

  it("signs in with Remember me and goes to the dashboard once the session is in the state", async () => {
    mockFetch({});
    const { user, router } = renderWithProviders(
      <SessionState>
        <SignInForm />
      </SessionState>,
      { path: "/auth/login" },
    );
    const call = vi.mocked(authClient.signIn.email).mockResolvedValue({ data: {}, error: null } as never);
    await user.click(screen.getByLabelText("Remember me"));
    await signIn(user);
    await vi.waitFor(() => expect(sessionRefresh).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith({ email: "ada@example.com", password: "Secret123", rememberMe: true });
    // The refresh settled but the state has no user yet: stay, or the guard would bounce back here.
    expect(router.state.location.pathname).toBe("/auth/login");
    act(() => setSessionUser({ id: "u1", email: "ada@example.com" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });
});
