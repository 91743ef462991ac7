import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { isBetaMode, LandingPage } from "@/features/landing/landing-page";
import { authState, mockFetch, renderWithProviders, testUser } from "@/test/render";

const config = (betaMode: boolean | undefined) => ({
  "/api/config": {
    body: { googleEnabled: false, supportEmail: "help@reelsmith.test", discordUrl: "", betaMode },
  },
});

describe("the landing page", () => {
  it("shows a spinner until auth is initialised", () => {
    mockFetch(config(true));
    renderWithProviders(<LandingPage />, { auth: authState(null, { initialized: false, loading: true }) });
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
  });

  it("is in beta unless the flag is explicitly false; /beta always is", () => {
    expect(isBetaMode("/", undefined)).toBe(true);
    expect(isBetaMode("/", true)).toBe(true);
    expect(isBetaMode("/", false)).toBe(false);
    expect(isBetaMode("/beta", false)).toBe(true);
  });

  it("in beta: section anchors, Get Early Access, Join the Waitlist and the waitlist form", async () => {
    mockFetch(config(true));
    renderWithProviders(<LandingPage />, { path: "/" });
    // The form loads after the page's first render; then the hero's call to action and its submit button.
    await screen.findByRole("form", { name: "Join the waitlist" });
    expect(screen.getAllByRole("button", { name: "Join the Waitlist" })).toHaveLength(2);
    const anchors = screen.getByRole("navigation", { name: "Sections" });
    expect([...anchors.querySelectorAll("a")].map((a) => a.textContent)).toEqual([
      "Features",
      "Demo",
      "Testimonials",
    ]);
    expect(screen.getByRole("button", { name: "Get Early Access" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Watch Demo" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Join the waitlist" })).toBeInTheDocument();
    expect(screen.getByText("Join 1000+ early access creators")).toBeInTheDocument();
  });

  it("outside beta: Start Creating goes to sign in for guests, no waitlist", async () => {
    mockFetch(config(false));
    renderWithProviders(<LandingPage />, { path: "/" });
    const start = await screen.findByRole("link", { name: "Start Creating" });
    expect(start).toHaveAttribute("href", "/auth/login");
    expect(screen.queryByRole("form", { name: "Join the waitlist" })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Sections" })).not.toBeInTheDocument();
  });

  it("outside beta: Start Creating goes to the dashboard when signed in", async () => {
    mockFetch(config(false));
    renderWithProviders(<LandingPage />, { path: "/", auth: authState(testUser) });
    expect(await screen.findByRole("link", { name: "Start Creating" })).toHaveAttribute("href", "/dashboard");
  });

  it("/beta shows the waitlist even when the flag is off", async () => {
    mockFetch(config(false));
    renderWithProviders(<LandingPage />, { path: "/beta" });
    expect(await screen.findByRole("form", { name: "Join the waitlist" })).toBeInTheDocument();
  });

  it("states the marketing claims", async () => {
    mockFetch(config(true));
    renderWithProviders(<LandingPage />, { path: "/" });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getAllByText(/50\+/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/20\+ languages/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/YouTube.*TikTok.*Instagram.*LinkedIn/).length).toBeGreaterThan(0);
  });
});
