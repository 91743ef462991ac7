import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/auth-client", () => import("@/test/auth-client-mock"));

import { AuthProvider, useAuth } from "@/lib/auth";
import { authClient } from "@/lib/auth-client";

type SessionResult = ReturnType<typeof authClient.useSession>;

function session(partial: Partial<{ data: unknown; error: unknown; isPending: boolean }>): SessionResult {
  const value = {
    data: null,
    error: null,
    isPending: false,
    isRefetching: false,
    refetch: vi.fn(async () => {}),
  };
  return { ...value, ...partial } as unknown as SessionResult;
}

function Probe() {
  const { user, loading, initialized, signOut } = useAuth();
  return (
    <div>
      <p>user: {user?.email ?? "none"}</p>
      <p>loading: {String(loading)}</p>
      <p>initialized: {String(initialized)}</p>
      <button type="button" onClick={() => signOut()}>
        Sign out
      </button>
    </div>
  );
}

function renderProvider() {
  const client = new QueryClient();
  const clear = vi.spyOn(client, "clear");
  const view = render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, clear };
}

describe("the sign-in state", () => {
  it("starts loading, with no user and not initialised", () => {
    vi.mocked(authClient.useSession).mockReturnValue(session({ isPending: true }));
    renderProvider();
    expect(screen.getByText("user: none")).toBeInTheDocument();
    expect(screen.getByText("loading: true")).toBeInTheDocument();
    expect(screen.getByText("initialized: false")).toBeInTheDocument();
  });

  it("sets the user, loading false and initialised once the session is read", () => {
    vi.mocked(authClient.useSession).mockReturnValue(
      session({ data: { user: { id: "u1", email: "ada@example.com" }, session: {} } }),
    );
    renderProvider();
    expect(screen.getByText("user: ada@example.com")).toBeInTheDocument();
    expect(screen.getByText("loading: false")).toBeInTheDocument();
    expect(screen.getByText("initialized: true")).toBeInTheDocument();
  });

  it("logs a session-read error and treats it as no user", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(authClient.useSession).mockReturnValue(session({ error: new Error("offline") }));
    renderProvider();
    expect(screen.getByText("user: none")).toBeInTheDocument();
    expect(screen.getByText("initialized: true")).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith("Session read error", expect.any(Error));
  });

  it("signs out through the backend, forgets cached data and re-reads the session", async () => {
    const current = session({ data: { user: { id: "u1", email: "ada@example.com" }, session: {} } });
    vi.mocked(authClient.useSession).mockReturnValue(current);
    vi.mocked(authClient.signOut).mockResolvedValue({ data: { success: true }, error: null });
    const { clear } = renderProvider();
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(authClient.signOut).toHaveBeenCalled();
    expect(clear).toHaveBeenCalled();
    expect(current.refetch).toHaveBeenCalled();
  });
});
