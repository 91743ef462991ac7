import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BatchStatusPage } from "@/features/batch/batch-status-page";
import { MakeVariants } from "@/features/preview/components/make-variants";
import { VariantBadge } from "@/features/projects/components/project-badges";
import { json, mockApi, renderScreen } from "@/test/render-screen";

const subscription = (credits: number) => ({
  subscription_plan: "free",
  available_credits: credits,
  subscription_start_date: null,
  subscription_end_date: null,
});

const variant = (position: number, status: string, extra = {}) => ({
  position,
  title: `Lumen Bottle · Variant ${"BCD"[position - 1]}`,
  project_id: `p${position}`,
  task_id: `t${position}`,
  status,
  progress: status === "DONE" ? 100 : 0,
  video_url: null,
  error: null,
  ...extra,
});

const batch = (done: boolean) => ({
  id: "b1",
  created_at: "2026-11-24T08:00:00.000Z",
  credits_charged: 3,
  variants_of: { project_id: "ad-1", title: "Lumen Bottle" },
  items: [1, 2, 3].map((n) =>
    done ? variant(n, "DONE", { video_url: `/storage/renders/t${n}/v1/video.mp4` }) : variant(n, "QUEUED"),
  ),
  summary: done
    ? { total: 3, queued: 0, rendering: 0, done: 3, failed: 0, finished: true }
    : { total: 3, queued: 3, rendering: 0, done: 0, failed: 0, finished: false },
});

afterEach(() => vi.unstubAllGlobals());

function renderVariants(credits: number, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    "GET /api/projects/ad-1/variants": () => ({ credits_per_video: 1, original_id: "ad-1", batch_ids: [] }),
    "GET /api/subscription": () => subscription(credits),
    ...routes,
  });
  const view = renderScreen(<MakeVariants projectId="ad-1" userId="user-1" />, {
    path: "/story-reel/preview",
    extraRoutes: [{ path: "/dashboard/batch/:id", element: <BatchStatusPage /> }],
  });
  return { ...api, ...view };
}

describe("Make variants", () => {
  it("shows what the chosen number costs before confirming, then follows them on one progress page", async () => {
    let polls = 0;
    const { calls } = renderVariants(10, {
      "POST /api/projects/ad-1/variants": () => json(batch(false), 201),
      "GET /api/batches/b1": () => batch(polls++ > 0),
    });
    fireEvent.click(screen.getByRole("button", { name: "Make variants" }));
    const dialog = screen.getByRole("dialog", { name: "Make variants" });
    expect(await within(dialog).findByText("This will use 3 credits.")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText("How many variants"), { target: { value: "5" } });
    expect(within(dialog).getByText("This will use 5 credits.")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText("How many variants"), { target: { value: "3" } });
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.click(within(dialog).getByRole("button", { name: "Make 3 variants" }));
    expect(await screen.findByRole("heading", { name: "Variants of Lumen Bottle" })).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: "/api/projects/ad-1/variants",
      body: { count: 3 },
    });
    await waitFor(() => expect(screen.getByText("Finished: 3 of 3 videos ready")).toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(screen.getByRole("link", { name: "Download Lumen Bottle · Variant C" })).toHaveAttribute(
      "href",
      "/api/projects/p2/download",
    );
    expect(screen.getByRole("link", { name: "Preview Lumen Bottle · Variant B" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "New batch" })).toBeNull();
  }, 20_000);

  it("cannot be confirmed when the credits do not pay for every variant", async () => {
    const { calls } = renderVariants(2);
    fireEvent.click(screen.getByRole("button", { name: "Make variants" }));
    const dialog = screen.getByRole("dialog", { name: "Make variants" });
    expect(
      await within(dialog).findByText("Not enough credits: 3 variants cost 3 credits and you have 2."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Make 3 variants" })).toBeDisabled();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});

describe("a project's variant badge", () => {
  it("counts the variants on the ad and names each variant", () => {
    render(
      <ul>
        <VariantBadge metadata={{ variant_group: { of: "ad-1", label: "Original", count: 3 } }} />
        <VariantBadge metadata={{ variant_group: { of: "ad-1", label: "Variant C" } }} />
        <VariantBadge metadata={{ brand_kit: {} }} />
      </ul>,
    );
    expect(screen.getAllByTestId("variant-badge").map((b) => b.textContent)).toEqual([
      "Variants (3)",
      "Variant C",
    ]);
  });
});
