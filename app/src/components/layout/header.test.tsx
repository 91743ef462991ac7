import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppLayout } from "@/components/layout/app-layout";
import { authState, mockFetch, renderRoutes, setScreen, testUser } from "@/test/render";

function renderHeader(profile: { status?: number; body: unknown }, path = "/profile") {
  setScreen("desktop");
  mockFetch({ "/api/profile": profile });
  const auth = authState(testUser);
  return {
    ...renderRoutes([{ element: <AppLayout />, children: [{ path: "*", element: <h1>Page body</h1> }] }], {
      path,
      auth,
    }),
    auth,
  };
}

const profileOk = { body: { id: testUser.id, username: "ada", full_name: "Ada King" } };

describe("the header menus", () => {
  it("shows the signed-in user's email and full name in the profile dropdown", async () => {
    const { user } = renderHeader(profileOk);
    const trigger = screen.getByRole("button", { name: "Profile menu" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    const menu = document.getElementById("profile-menu") as HTMLElement;
    expect(within(menu).getByText("ada@example.com")).toBeInTheDocument();
    expect(await within(menu).findByText("Ada King")).toBeInTheDocument();
    expect(within(menu).getByRole("link", { name: "Profile Settings" })).toHaveAttribute("href", "/profile");
    expect(within(menu).getByRole("button", { name: "Sign out" })).toBeInTheDocument();
  });

  it("falls back to the username when the profile has no full name", async () => {
    renderHeader({ body: { id: testUser.id, username: "ada_l", full_name: "" } });
    expect(await screen.findByText("ada_l")).toBeInTheDocument();
  });

  it("falls back silently to the email prefix when the profile cannot be loaded", async () => {
    setScreen("desktop");
    mockFetch({ "/api/profile": { status: 500, body: { error: { code: "X", message: "boom" } } } });
    renderRoutes([{ element: <AppLayout />, children: [{ path: "*", element: <h1>Page body</h1> }] }], {
      path: "/profile",
      auth: authState({ id: "u2", email: "grace@example.com" }),
    });
    expect(await screen.findByText("grace")).toBeInTheDocument();
  });

  it("opens one menu at a time", async () => {
    const { user } = renderHeader(profileOk);
    const profile = screen.getByRole("button", { name: "Profile menu" });
    await user.click(profile);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(profile).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await user.click(profile);
    expect(profile).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the dropdown on Escape and gives focus back to its button", async () => {
    const { user } = renderHeader(profileOk);
    const profile = screen.getByRole("button", { name: "Profile menu" });
    await user.click(profile);
    await user.keyboard("{Escape}");
    expect(profile).toHaveAttribute("aria-expanded", "false");
    expect(profile).toHaveFocus();
  });

  it("closes both menus when the route changes", async () => {
    const { user, router } = renderHeader(profileOk);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(document.getElementById("mobile-menu")).not.toBeNull();
    await act(() => router.navigate("/dashboard"));
    expect(document.getElementById("mobile-menu")).toBeNull();
  });

  it("has the same links in the mobile menu and signs out from it", async () => {
    const { user, auth } = renderHeader(profileOk);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = document.getElementById("mobile-menu") as HTMLElement;
    for (const name of ["Tutorials", "Documentation", "Pricing", "FAQs", "Profile Settings"]) {
      expect(within(menu).getByRole("link", { name })).toBeInTheDocument();
    }
    await user.click(within(menu).getByRole("button", { name: "Sign out" }));
    expect(auth.signOut).toHaveBeenCalled();
    expect(document.getElementById("mobile-menu")).toBeNull();
  });

  it("offers guests Sign in and Sign up instead of a profile menu", () => {
    setScreen("desktop");
    mockFetch({});
    renderRoutes([{ element: <AppLayout />, children: [{ path: "*", element: <h1>Page body</h1> }] }], {
      path: "/pricing",
    });
    expect(screen.queryByRole("button", { name: "Profile menu" })).toBeNull();
    expect(screen.getAllByRole("link", { name: "Sign in" })[0]).toHaveAttribute("href", "/auth/login");
  });
});
