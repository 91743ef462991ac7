import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppLayout } from "@/components/layout/app-layout";
import { authState, mockFetch, renderRoutes, setScreen, testUser } from "@/test/render";

function renderShell(path: string, signedIn: boolean) {
  mockFetch({ "/api/profile": { body: { id: testUser.id, username: "ada", full_name: "Ada Lovelace" } } });
  return renderRoutes([{ element: <AppLayout />, children: [{ path: "*", element: <h1>Page body</h1> }] }], {
    path,
    auth: authState(signedIn ? testUser : null),
  });
}

const topBar = () => screen.queryByRole("banner");
const sidebar = () => screen.queryByTestId("sidebar");

describe("the app shell", () => {
  it.each([
    { path: "/", who: "guest", topBar: "no top bar", sidebar: "no sidebar" },
    { path: "/beta", who: "guest", topBar: "no top bar", sidebar: "no sidebar" },
    { path: "/pricing", who: "guest", topBar: "the top bar", sidebar: "no sidebar" },
    { path: "/auth/login", who: "guest", topBar: "the top bar", sidebar: "no sidebar" },
    { path: "/", who: "signed-in user", topBar: "the top bar", sidebar: "no sidebar" },
    { path: "/beta", who: "signed-in user", topBar: "the top bar", sidebar: "no sidebar" },
    { path: "/dashboard", who: "signed-in user", topBar: "the top bar", sidebar: "the sidebar" },
    { path: "/profile", who: "signed-in user", topBar: "the top bar", sidebar: "the sidebar" },
    { path: "/pricing", who: "signed-in user", topBar: "the top bar", sidebar: "no sidebar" },
    { path: "/faqs", who: "signed-in user", topBar: "the top bar", sidebar: "no sidebar" },
    { path: "/docs", who: "signed-in user", topBar: "the top bar", sidebar: "no sidebar" },
  ])("shows a $who on $path $topBar and $sidebar", ({ path, who, topBar: bar, sidebar: side }) => {
    const signedIn = who !== "guest";
    const withTopBar = bar === "the top bar";
    const withSidebar = side === "the sidebar";
    setScreen("desktop");
    renderShell(path, signedIn);
    expect(screen.getByRole("heading", { name: "Page body" })).toBeInTheDocument();
    expect(Boolean(topBar())).toBe(withTopBar);
    expect(Boolean(sidebar())).toBe(withSidebar);
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("always shows the footer with Legal, Support (mailto the support address) and Business", async () => {
    setScreen("desktop");
    renderShell("/", false);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("heading", { name: "Legal" })).toBeInTheDocument();
    expect(within(footer).getByRole("heading", { name: "Support" })).toBeInTheDocument();
    expect(within(footer).getByRole("heading", { name: "Business" })).toBeInTheDocument();
    expect(await within(footer).findByRole("link", { name: "help@reelsmith.test" })).toHaveAttribute(
      "href",
      "mailto:help@reelsmith.test",
    );
  });

  it("has the top navigation links and a logo linking home", () => {
    setScreen("desktop");
    renderShell("/pricing", false);
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Tutorials" })).toHaveAttribute("href", "/tutorials");
    expect(within(nav).getByRole("link", { name: "Documentation" })).toHaveAttribute("href", "/docs");
    expect(within(nav).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    expect(within(nav).getByRole("link", { name: "FAQs" })).toHaveAttribute("href", "/faqs");
    expect(screen.getAllByRole("link", { name: "Reelsmith home" })[0]).toHaveAttribute("href", "/");
  });

  it("lists the sidebar entries and collapses it from 16rem to 4rem", async () => {
    setScreen("desktop");
    const { user } = renderShell("/dashboard", true);
    const bar = screen.getByTestId("sidebar");
    for (const [name, href] of [
      ["Dashboard", "/dashboard"],
      ["AI Avatars", "/avatars"],
      ["Product Ad", "/product-ad"],
      ["Story Reel", "/story-reel"],
      ["Media", "/media"],
      ["Showcase", "/showcase"],
    ]) {
      expect(within(bar).getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await waitFor(() =>
      expect(within(bar).getByRole("link", { name: "Join Discord" })).toHaveAttribute(
        "href",
        "https://discord.gg/x",
      ),
    );
    expect(bar).toHaveStyle({ width: "16rem" });
    await user.click(within(bar).getByRole("button", { name: "Collapse sidebar" }));
    expect(bar).toHaveStyle({ width: "4rem" });
  });

  it("makes the sidebar an overlay below 768px that closes on Escape, outside click and navigation", async () => {
    setScreen("mobile");
    const { user, router } = renderShell("/dashboard", true);
    expect(sidebar()).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open sidebar" }));
    const dialog = screen.getByRole("dialog", { name: "Sidebar" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    expect(sidebar()).toBeNull();
    expect(screen.getByRole("button", { name: "Open sidebar" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Open sidebar" }));
    await user.click(screen.getByRole("heading", { name: "Page body" }));
    expect(sidebar()).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open sidebar" }));
    await user.click(within(screen.getByTestId("sidebar")).getByRole("link", { name: "AI Avatars" }));
    expect(router.state.location.pathname).toBe("/avatars");
    expect(sidebar()).toBeNull();
  });

  it("keeps keyboard focus inside the mobile overlay while it is open", async () => {
    setScreen("mobile");
    const { user } = renderShell("/dashboard", true);
    await user.click(screen.getByRole("button", { name: "Open sidebar" }));
    const dialog = screen.getByRole("dialog", { name: "Sidebar" });
    for (let i = 0; i < 10; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("closes the mobile overlay when the route changes", async () => {
    setScreen("mobile");
    const { user, router } = renderShell("/dashboard", true);
    await user.click(screen.getByRole("button", { name: "Open sidebar" }));
    await act(() => router.navigate("/profile"));
    expect(sidebar()).toBeNull();
  });
});
