import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FaqsPage } from "@/features/faqs/faqs-page";
import { mockFetch, renderWithProviders } from "@/test/render";

const list = {
  categories: [
    { id: 2, name: "Videos", description: null },
    { id: 1, name: "Billing", description: "Plans and credits" },
  ],
  faqs: [
    { id: 10, category_id: 1, question: "How do credits work?", answer: "Each video costs credits." },
    {
      id: 11,
      category_id: 2,
      question: "Which languages are supported?",
      answer: "Eight narration languages.",
    },
    { id: 12, category_id: 2, question: "Can I use my own photo?", answer: "Yes, as a photo avatar." },
  ],
};

function renderFaqs(feedback: { status?: number; body: unknown } = { status: 201, body: { ok: true } }) {
  const fetch = mockFetch({
    "/api/faqs": { body: list },
    "POST /api/faqs/10/feedback": feedback,
    "POST /api/faqs/11/feedback": feedback,
  });
  return { fetch, ...renderWithProviders(<FaqsPage />, { path: "/faqs" }) };
}

const posts = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === "POST");

describe("the FAQs page", () => {
  it("groups the questions by category, ordered by name, with answers that expand", async () => {
    const { user } = renderFaqs();
    await screen.findByText("How do credits work?");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Billing",
      "Videos",
    ]);
    const question = screen.getByRole("button", { name: "How do credits work?" });
    expect(question).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Each video costs credits.")).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Each video costs credits.")).toBeVisible();
  });

  it("searches questions and answers, shows the empty state and clears the search", async () => {
    const { user } = renderFaqs();
    await screen.findByText("How do credits work?");
    const search = screen.getByRole("searchbox", { name: "Search FAQs" });
    await user.type(search, "PHOTO");
    expect(screen.getByText("Can I use my own photo?")).toBeInTheDocument();
    expect(screen.queryByText("How do credits work?")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Billing" })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "eight narration");
    expect(screen.getByText("Which languages are supported?")).toBeInTheDocument();
    await user.type(search, " refund policy");
    expect(screen.getByText("No FAQs found matching your search")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(search).toHaveValue("");
    expect(screen.getByText("How do credits work?")).toBeInTheDocument();
    expect(screen.getByText("Can I use my own photo?")).toBeInTheDocument();
  });

  it("takes helpful / not helpful once per question: both buttons disabled after a click", async () => {
    const { user, fetch } = renderFaqs();
    await user.click(await screen.findByRole("button", { name: "How do credits work?" }));
    const item = screen.getByRole("button", { name: "How do credits work?" }).closest("li") as HTMLElement;
    await user.click(within(item).getByRole("button", { name: "Helpful" }));
    expect(within(item).getByRole("button", { name: "Helpful" })).toBeDisabled();
    expect(within(item).getByRole("button", { name: "Not helpful" })).toBeDisabled();
    expect(within(item).getByText("Thanks for your feedback!")).toBeInTheDocument();
    await user.click(within(item).getByRole("button", { name: "Not helpful" }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    expect(String(posts(fetch)[0]?.[0])).toBe("/api/faqs/10/feedback");
    expect(JSON.parse(String(posts(fetch)[0]?.[1]?.body))).toEqual({ is_helpful: true });

    // Another question still takes its own feedback, and a search keeps what was given.
    await user.click(screen.getByRole("button", { name: "Which languages are supported?" }));
    const other = screen
      .getByRole("button", { name: "Which languages are supported?" })
      .closest("li") as HTMLElement;
    await user.click(within(other).getByRole("button", { name: "Not helpful" }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(2));
    expect(JSON.parse(String(posts(fetch)[1]?.[1]?.body))).toEqual({ is_helpful: false });
  });

  it("only logs a feedback error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderFaqs({ status: 500, body: { error: { code: "X", message: "boom" } } });
    await user.click(await screen.findByRole("button", { name: "How do credits work?" }));
    await user.click(screen.getByRole("button", { name: "Helpful" }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Helpful" })).toBeDisabled();
  });
});
