import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PrivacyPage } from "@/features/legal/privacy-page";
import { RefundPage } from "@/features/legal/refund-page";
import { SafetyPage } from "@/features/legal/safety-page";
import { TermsPage } from "@/features/legal/terms-page";
import { mockFetch, renderWithProviders } from "@/test/render";

const text = () => document.body.textContent ?? "";

describe("the policy pages", () => {
  it.each([
    ["Privacy Policy", <PrivacyPage key="p" />],
    ["Terms of Service", <TermsPage key="t" />],
    ["Shipping, Cancellation and Refund Policy", <RefundPage key="r" />],
  ])("%s: effective date, INR, fulfilment partner, 18+ and the support address", async (title, page) => {
    mockFetch({});
    renderWithProviders(page);
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(text()).toContain("Effective date: 15-08-2025");
    expect(text()).toMatch(/INR/);
    expect(text()).toMatch(/fulfilment partner/);
    expect(text()).toMatch(/18/);
    const links = await screen.findAllByRole("link", { name: "help@reelsmith.test" });
    for (const link of links) expect(link).toHaveAttribute("href", "mailto:help@reelsmith.test");
  });

  it("terms and refund: digital delivery and Indian law; refund: 48 hours, 24 hours, 5-7 business days", () => {
    mockFetch({});
    renderWithProviders(<RefundPage />);
    for (const fact of ["48 hours", "within 24 hours", "5-7 business days", "laws of India", "digital"])
      expect(text()).toContain(fact);
  });

  it("safety: last updated January 2025, with the contact address", async () => {
    mockFetch({});
    renderWithProviders(<SafetyPage />);
    expect(text()).toContain("Last updated: January 2025");
    expect((await screen.findAllByRole("link", { name: "help@reelsmith.test" })).length).toBeGreaterThan(0);
  });
});
