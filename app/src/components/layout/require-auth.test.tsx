import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RequireAuth } from "@/components/layout/require-auth";
import { authState, renderRoutes, testUser } from "@/test/render";

const routes = [
  { element: <RequireAuth />, children: [{ path: "/projects", element: <h1>Projects</h1> }] },
  { path: "/auth/login", element: <h1>Sign in page</h1> },
];

describe("signed-in routes", () => {
  it("show a spinner until the session has been initialised", () => {
    renderRoutes(routes, { path: "/projects", auth: authState(null, { initialized: false, loading: true }) });
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
  });

  it("send guests to /auth/login", () => {
    const { router } = renderRoutes(routes, { path: "/projects" });
    expect(router.state.location.pathname).toBe("/auth/login");
    expect(screen.getByRole("heading", { name: "Sign in page" })).toBeInTheDocument();
  });

  it("show the page to signed-in users", () => {
    renderRoutes(routes, { path: "/projects", auth: authState(testUser) });
    expect(screen.getByRole("heading", { name: "Projects" })).toBeInTheDocument();
  });
});
