import { publicMessages } from "@reelsmith/contract/public";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WaitlistForm } from "@/features/landing/components/waitlist-form";
import { mockFetch, renderWithProviders } from "@/test/render";

const URL_KEY = "POST /api/functions/waitlist-confirmation";

async function fill(user: ReturnType<typeof renderWithProviders>["user"], link = "") {
  await user.type(screen.getByLabelText("Name"), "Ada");
  await user.type(screen.getByLabelText("Email"), "Ada@Example.com");
  if (link) await user.type(screen.getByLabelText("Product link (optional)"), link);
}

describe("the waitlist form", () => {
  it("shows the validation messages", async () => {
    const fetch = mockFetch({});
    const { user } = renderWithProviders(<WaitlistForm />);
    await user.type(screen.getByLabelText("Product link (optional)"), "not a link");
    await user.click(screen.getByRole("button", { name: "Join the Waitlist" }));
    expect(await screen.findByText(publicMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(publicMessages.email)).toBeInTheDocument();
    expect(screen.getByText(publicMessages.productLink)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ method: "POST" }));
  });

  it("submits with the default use case, reads You're on the list! and resets the fields", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const fetch = mockFetch({
      [URL_KEY]: async () => {
        await gate;
        return new Response(JSON.stringify({ already: false, message: publicMessages.waitlistJoined }), {
          status: 201,
        });
      },
    });
    const { user } = renderWithProviders(<WaitlistForm />);
    expect(screen.getByLabelText("Use case")).toHaveValue("creator");
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Join the Waitlist" }));
    const busy = await screen.findByRole("button", { name: /Joining/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    release();
    expect(await screen.findByRole("button", { name: "You're on the list!" })).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.getByLabelText("Email")).toHaveValue("");
    const call = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: "Ada",
      email: "ada@example.com",
      product_link: null,
      use_case: "creator",
    });
  });

  it("sends the product link and the chosen use case; a repeat email says so kindly", async () => {
    const fetch = mockFetch({
      [URL_KEY]: { status: 200, body: { already: true, message: publicMessages.waitlistAlready } },
    });
    const { user } = renderWithProviders(<WaitlistForm />);
    await fill(user, "https://shop.example.com/p/1");
    await user.selectOptions(screen.getByLabelText("Use case"), "seller");
    await user.click(screen.getByRole("button", { name: "Join the Waitlist" }));
    expect(await screen.findByRole("button", { name: "You're on the list!" })).toBeInTheDocument();
    expect(screen.getByText(publicMessages.waitlistAlready)).toBeInTheDocument();
    const call = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      product_link: "https://shop.example.com/p/1",
      use_case: "seller",
    });
  });

  it("shows the server's message under the form on failure", async () => {
    mockFetch({
      [URL_KEY]: {
        status: 429,
        body: { error: { code: "RATE_LIMITED", message: publicMessages.tooManyRequests } },
      },
    });
    const { user } = renderWithProviders(<WaitlistForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Join the Waitlist" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(publicMessages.tooManyRequests);
    expect(screen.getByLabelText("Name")).toHaveValue("Ada");
  });

  it("falls back to Failed to join waitlist when the server gave no message", async () => {
    mockFetch({ [URL_KEY]: async () => Promise.reject(new TypeError("Failed to fetch")) });
    const { user } = renderWithProviders(<WaitlistForm />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Join the Waitlist" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(publicMessages.waitlistFailed));
    expect(screen.getByRole("alert").textContent).toBe(publicMessages.waitlistFailed);
  });
});
