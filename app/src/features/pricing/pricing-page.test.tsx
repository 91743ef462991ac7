import { publicMessages } from "@reelsmith/contract/public";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PricingPage } from "@/features/pricing/pricing-page";
import { mockFetch, renderWithProviders } from "@/test/render";

const plans = [
  {
    id: 1,
    tier: "FREE_TRIAL",
    name: "Free Trial",
    description: "Try it",
    price_usd: 0,
    price_eur: 0,
    price_inr: 0,
    features: ["3 videos"],
    is_contact_us: false,
  },
  {
    id: 2,
    tier: "PRO",
    name: "Pro",
    description: "For creators",
    price_usd: 29,
    price_eur: 27,
    price_inr: 2499,
    features: ["50 videos"],
    is_contact_us: false,
  },
  {
    id: 3,
    tier: "ENTERPRISE",
    name: "Enterprise",
    description: "For teams",
    price_usd: 0,
    price_eur: 0,
    price_inr: 0,
    features: ["Unlimited"],
    is_contact_us: true,
  },
];

function setBrowser(languages: string[], timeZone: string) {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
    timeZone,
  } as Intl.ResolvedDateTimeFormatOptions);
}

function renderPricing(
  geo: { status?: number; body: unknown },
  browser: [string[], string] = [["en-US"], "UTC"],
) {
  setBrowser(...browser);
  const fetch = mockFetch({ "/api/pricing": { body: plans }, "/api/geo": geo });
  return { fetch, ...renderWithProviders(<PricingPage />, { path: "/pricing" }) };
}

const proCard = () => screen.getByRole("listitem", { name: "Pro" });

describe("the pricing currency", () => {
  it.each([
    ["US", "USD", "$29"],
    ["IN", "INR", "₹2,499"],
    ["DE", "EUR", "€27"],
    ["LU", "EUR", "€27"],
    ["GB", "USD", "$29"],
  ])("country %s starts in %s", async (country, currency, price) => {
    renderPricing({ body: { country_code: country } }, [["hi-IN"], "Asia/Kolkata"]);
    await waitFor(() => expect(screen.getByRole("radio", { name: new RegExp(currency) })).toBeChecked(), {
      timeout: 5000,
    });
    expect(within(proCard()).getByText(price)).toBeInTheDocument();
  });

  it("falls back to the browser language when the country is unknown", async () => {
    renderPricing({ body: { country_code: null } }, [["en-IN", "en"], "Europe/Paris"]);
    await waitFor(() => expect(screen.getByRole("radio", { name: /INR/ })).toBeChecked(), { timeout: 5000 });
  });

  it("then to the time zone, also when the lookup fails", async () => {
    renderPricing({ status: 502, body: { error: { code: "X", message: "down" } } }, [
      ["en-US"],
      "Europe/Rome",
    ]);
    await waitFor(() => expect(screen.getByRole("radio", { name: /EUR/ })).toBeChecked(), { timeout: 5000 });
  });

  it("ends at USD", async () => {
    renderPricing({ body: { country_code: null } }, [["en-US"], "America/Chicago"]);
    await waitFor(() => expect(screen.getByRole("radio", { name: /USD/ })).toBeChecked(), { timeout: 5000 });
  });

  it("lets the visitor change it", async () => {
    const { user } = renderPricing({ body: { country_code: "US" } });
    await waitFor(() => expect(screen.getByRole("radio", { name: /USD/ })).toBeChecked(), { timeout: 5000 });
    await user.click(screen.getByRole("radio", { name: /INR/ }));
    expect(within(proCard()).getByText("₹2,499")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /EUR/ }));
    expect(within(proCard()).getByText("€27")).toBeInTheDocument();
  });
});

describe("the plan cards", () => {
  it("shows Most Popular on PRO, prices with Billed monthly, and Custom Pricing for contact-us plans", async () => {
    renderPricing({ body: { country_code: "US" } });
    await screen.findByText("$29");
    expect(within(proCard()).getByText("Most Popular")).toBeInTheDocument();
    expect(within(proCard()).getByText("Billed monthly")).toBeInTheDocument();
    const start = within(proCard()).getByRole("link", { name: /Get Started/ });
    expect(start).toHaveAttribute("href", "/dashboard");
    expect(start).toHaveAttribute("target", "_blank");
    const enterprise = screen.getByRole("listitem", { name: "Enterprise" });
    expect(within(enterprise).getByText("Custom Pricing")).toBeInTheDocument();
    expect(within(enterprise).getByRole("button", { name: "Contact Sales" })).toBeInTheDocument();
    expect(within(enterprise).queryByText("Billed monthly")).not.toBeInTheDocument();
    expect(screen.getAllByText("Most Popular")).toHaveLength(1);
    for (const f of ["Instant Generation", "Enterprise Security", "24/7 Support"])
      expect(screen.getByRole("heading", { name: f })).toBeInTheDocument();
  });
});

describe("the contact-sales form", () => {
  it("shows the spec's validation messages", async () => {
    const { user } = renderPricing({ body: { country_code: "US" } });
    await user.type(screen.getByLabelText("Email", { exact: false }), "nope");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText(publicMessages.contactName)).toBeInTheDocument();
    expect(screen.getByText(publicMessages.contactEmail)).toBeInTheDocument();
    expect(screen.getByText(publicMessages.contactCompany)).toBeInTheDocument();
    expect(screen.getByText(publicMessages.contactMessage)).toBeInTheDocument();
  });

  async function fillAndSend(user: ReturnType<typeof renderPricing>["user"]) {
    await user.type(screen.getByLabelText("Name"), "Grace Hopper");
    await user.type(screen.getByLabelText("Work email"), "grace@navy.example");
    await user.type(screen.getByLabelText("Company"), "Navy");
    await user.type(screen.getByLabelText("Message"), "We need 200 videos a month.");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
  }

  it("alerts the success message and resets the form", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    setBrowser(["en-US"], "UTC");
    const fetch = mockFetch({
      "/api/pricing": { body: plans },
      "/api/geo": { body: { country_code: "US" } },
      "POST /api/functions/contact": { status: 201, body: { ok: true } },
    });
    const { user } = renderWithProviders(<PricingPage />, { path: "/pricing" });
    await fillAndSend(user);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(publicMessages.contactSuccess));
    expect(screen.getByLabelText("Name")).toHaveValue("");
    const call = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: "Grace Hopper",
      email: "grace@navy.example",
      company: "Navy",
      message: "We need 200 videos a month.",
    });
  });

  it("alerts the failure message on a non-ok answer and keeps the fields", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    setBrowser(["en-US"], "UTC");
    mockFetch({
      "/api/pricing": { body: plans },
      "/api/geo": { body: { country_code: "US" } },
      "POST /api/functions/contact": { status: 500, body: { error: { code: "X", message: "boom" } } },
    });
    const { user } = renderWithProviders(<PricingPage />, { path: "/pricing" });
    await fillAndSend(user);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(publicMessages.contactFailed));
    expect(screen.getByLabelText("Name")).toHaveValue("Grace Hopper");
  });
});
