import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/auth-client", () => import("@/test/auth-client-mock"));

import { AuthProvider, readInitialSession, useAuth } from "@/lib/auth";
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

  it("sets the user, loading false and initialised once the session is read", async () => {
    vi.mocked(authClient.useSession).mockReturnValue(
      session({ data: { user: { id: "u1", email: "ada@example.com" }, session: {} } }),
    );
    renderProvider();
    expect(await screen.findByText("user: ada@example.com")).toBeInTheDocument();
    expect(screen.getByText("loading: false")).toBeInTheDocument();
    expect(screen.getByText("initialized: true")).toBeInTheDocument();
  });

  it("logs a session-read error and treats it as no user", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(authClient.useSession).mockReturnValue(session({ error: new Error("offline") }));
    renderProvider();
    expect(await screen.findByText("initialized: true")).toBeInTheDocument();
    expect(screen.getByText("user: none")).toBeInTheDocument();
    // The log is a passive effect, which React may run a moment after the commit that shows the state.
    await waitFor(() => expect(log).toHaveBeenCalledWith("Session read error", expect.any(Error)));
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

/** The block the server writes into index.html (server/src/spa.ts). */
function pageBlock(json: string) {
  const el = document.createElement("script");
  el.type = "application/json";
  el.id = "initial-session";
  el.textContent = json;
  document.head.append(el);
}

describe("the sign-in state with the page's session block", () => {
  afterEach(() => document.getElementById("initial-session")?.remove());

  it("starts initialised with the signed-in user while the session read is still under way", () => {
    pageBlock('{"user":{"id":"u1","email":"ada@example.com","name":"Ada","image":null}}');
    vi.mocked(authClient.useSession).mockReturnValue(session({ isPending: true }));
    renderProvider();
    expect(screen.getByText("user: ada@example.com")).toBeInTheDocument();
    expect(screen.getByText("loading: false")).toBeInTheDocument();
    expect(screen.getByText("initialized: true")).toBeInTheDocument();
  });

  it("starts initialised as a guest when the block has no user", () => {
    pageBlock('{"user":null}');
    vi.mocked(authClient.useSession).mockReturnValue(session({ isPending: true }));
    renderProvider();
    expect(screen.getByText("user: none")).toBeInTheDocument();
    expect(screen.getByText("initialized: true")).toBeInTheDocument();
  });

  it("follows the session read once it settles (a session ended meanwhile shows no user)", async () => {
    pageBlock('{"user":{"id":"u1","email":"ada@example.com","name":"Ada","image":null}}');
    vi.mocked(authClient.useSession).mockReturnValue(session({ isPending: true }));
    const view = renderProvider();
    expect(screen.getByText("user: ada@example.com")).toBeInTheDocument();
    vi.mocked(authClient.useSession).mockReturnValue(session({ data: null }));
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("user: none")).toBeInTheDocument();
  });

  it("forgets the block's user on sign out", async () => {
    pageBlock('{"user":{"id":"u1","email":"ada@example.com","name":"Ada","image":null}}');
    vi.mocked(authClient.useSession).mockReturnValue(session({ isPending: true }));
    vi.mocked(authClient.signOut).mockResolvedValue({ data: { success: true }, error: null });
    renderProvider();
    expect(screen.getByText("user: ada@example.com")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(authClient.signOut).toHaveBeenCalled();
    expect(screen.getByText("user: none")).toBeInTheDocument();
    expect(screen.getByText("initialized: true")).toBeInTheDocument();
  });

  it("waits for the session read when the block is unreadable", () => {
    pageBlock("{not json");
    expect(readInitialSession()).toBeUndefined();
    vi.mocked(authClient.useSession).mockReturnValue(session({ isPending: true }));
    renderProvider();
    expect(screen.getByText("initialized: false")).toBeInTheDocument();
  });
});
