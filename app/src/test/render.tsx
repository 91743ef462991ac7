import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { vi } from "vitest";
import { AuthContext, type AuthState, type AuthUser } from "@/lib/auth";
import { fakeMediaQueryList } from "./media-query";

export const testUser: AuthUser = {
  id: "user-1",
  email: "ada@example.com",
  name: "Ada Lovelace",
  username: "ada",
  fullName: "Ada Lovelace",
};

export function authState(user: AuthUser | null, overrides: Partial<AuthState> = {}): AuthState {
  return {
    user,
    loading: false,
    initialized: true,
    signOut: vi.fn(async () => {}),
    refresh: vi.fn(async () => {}),
    ...overrides,
  };
}

/** Renders routes in a memory router with a fresh query cache and a given sign-in state. */
export function renderRoutes(
  routes: RouteObject[],
  { path = "/", auth = authState(null) }: { path?: string; auth?: AuthState } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  return { ...renderRouter(router, queryClient, auth), user };
}

/** Renders a memory router inside the app's providers: the query cache and the sign-in state. */
export function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  queryClient: QueryClient,
  auth: AuthState,
) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element at a path (with a catch-all so links resolve). */
export function renderWithProviders(ui: ReactNode, options: { path?: string; auth?: AuthState } = {}) {
  const path = options.path ?? "/";
  return renderRoutes(
    [
      { path: path.split("?")[0], element: ui },
      { path: "*", element: <p>Other page</p> },
    ],
    options,
  );
}

type FetchAnswer = { status?: number; body: unknown } | (() => Promise<Response>);

/** Answers fetch calls by URL path; unknown paths get 404. Returns the spy. */
export function mockFetch(answers: Record<string, FetchAnswer>) {
  const defaults: Record<string, FetchAnswer> = {
    "/api/config": {
      body: {
        googleEnabled: false,
        supportEmail: "help@reelsmith.test",
        discordUrl: "https://discord.gg/x",
        betaMode: true,
      },
    },
  };
  const table = { ...defaults, ...answers };
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://localhost",
    );
    const key = `${init?.method && init.method !== "GET" ? `${init.method} ` : ""}${url.pathname}`;
    const answer = table[key] ?? table[url.pathname];
    if (!answer)
      return new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "Not found" } }), {
        status: 404,
      });
    if (typeof answer === "function") return answer();
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  });
}

/** Makes `matchMedia` report a narrow (mobile) or wide screen. */
export function setScreen(kind: "mobile" | "desktop") {
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) =>
    fakeMediaQueryList(query, kind === "mobile" && query.includes("max-width: 767px")),
  );
}
