import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Navigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BatchPage } from "@/features/batch/batch-page";
import { BatchStatusPage } from "@/features/batch/batch-status-page";
import { videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";
import { catalogRoutes, json, mockApi, renderScreen } from "@/test/render-screen";

const subscription = (credits: number) => ({
  subscription_plan: "free",
  available_credits: credits,
  subscription_start_date: null,
  subscription_end_date: null,
});

const item = (position: number, status: string, progress: number, extra = {}) => ({
  position,
  title: `Story ${position}`,
  project_id: `p${position}`,
  task_id: `t${position}`,
  status,
  progress,
  video_url: null,
  error: null,
  ...extra,
});

function renderBatch(credits: number, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...catalogRoutes,
    "GET /api/batches": () => ({ batches: [], credits_per_video: 10 }),
    "GET /api/subscription": () => subscription(credits),
    ...routes,
  });
  const view = renderScreen(<BatchPage />, {
    path: "/dashboard/batch",
    extraRoutes: [{ path: "/dashboard/batch/:id", element: <BatchStatusPage /> }],
  });
  return { ...api, ...view };
}

const paste = (text: string) => {
  fireEvent.click(screen.getByRole("tab", { name: "Paste text" }));
  fireEvent.change(screen.getByLabelText("Stories to add"), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Add stories" }));
};

beforeEach(() => videoSettingsStore.reset());
afterEach(() => vi.unstubAllGlobals());

describe("the batch screen", () => {
  it("shows the credit total of the stories and sends them with the shared settings once confirmed", async () => {
    const created = {
      id: "b1",
      created_at: "2026-11-24T08:00:00.000Z",
      credits_charged: 20,
      items: [item(1, "QUEUED", 0), item(2, "QUEUED", 0)],
      summary: { total: 2, queued: 2, rendering: 0, done: 0, failed: 0, finished: false },
    };
    const { calls } = renderBatch(100, {
      "POST /api/batches": () => json(created, 201),
      "GET /api/batches/b1": () => created,
    });
    expect(await screen.findByText(/No stories yet/)).toBeInTheDocument();
    paste("Title: Morning\nThe baker opens his shop.\n\nA cat watches the rain.");
    expect(screen.getByText("2 of 50 stories")).toBeInTheDocument();
    expect(await screen.findByText("20 credits")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Create 2 videos" }));
    const dialog = screen.getByRole("dialog", { name: "Create this batch?" });
    expect(dialog).toHaveTextContent("2 videos will be rendered for 20 credits. You have 100 credits.");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Create for 20 credits" }));

    expect(await screen.findByText("0 of 2 videos ready")).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST" && c.path === "/api/batches");
    expect(post?.body).toMatchObject({
      stories: [
        { title: "Morning", story: "The baker opens his shop." },
        { story: "A cat watches the rain." },
      ],
      settings: { narrationMode: "avatar", language: "en", size: "9:16" },
    });
    expect((post?.body as { settings?: Record<string, unknown> } | undefined)?.settings).not.toHaveProperty(
      "story",
    );
  }, 20_000);

  it("will not send a batch the credits do not cover", async () => {
    renderBatch(10);
    await screen.findByText(/No stories yet/);
    paste("One story.\n\nTwo stories.");
    expect(
      await screen.findByText("Not enough credits: 2 videos cost 20 credits and you have 10."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create 2 videos" })).toBeDisabled();
  });

  it("reads stories from a CSV file", async () => {
    renderBatch(100);
    await screen.findByText(/No stories yet/);
    const file = new File(["title,story\nFox,A fox runs.\n,Rain falls.\n"], "stories.csv", {
      type: "text/csv",
    });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText("2 of 50 stories")).toBeInTheDocument();
    expect(screen.getByText("Fox")).toBeInTheDocument();
    expect(screen.getByText("Rain falls.")).toBeInTheDocument();
  });
});

describe("the batch status page", () => {
  it("polls until every video has ended and offers each finished video", async () => {
    let polls = 0;
    mockApi({
      "GET /api/batches/b1": () => {
        polls += 1;
        const done = polls > 1;
        return {
          id: "b1",
          created_at: "2026-11-24T08:00:00.000Z",
          credits_charged: 20,
          items: done
            ? [
                item(1, "DONE", 100, { video_url: "/storage/renders/t1/v1/video.mp4" }),
                item(2, "FAILED", 100, { error: "The voice could not be made." }),
              ]
            : [item(1, "RENDERING", 62.5), item(2, "QUEUED", 0)],
          summary: done
            ? { total: 2, queued: 0, rendering: 0, done: 1, failed: 1, finished: true }
            : { total: 2, queued: 1, rendering: 1, done: 0, failed: 0, finished: false },
        };
      },
    });
    renderScreen(<Navigate to="/dashboard/batch/b1" />, {
      path: "/",
      extraRoutes: [{ path: "/dashboard/batch/:id", element: <BatchStatusPage /> }],
    });
    expect(await screen.findByText("Rendering 63%")).toBeInTheDocument();
    // The next poll, 2 s later, finds every video ended.
    await waitFor(() => expect(screen.getByText("Finished: 1 of 2 videos ready")).toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(screen.getByRole("link", { name: "Watch" })).toHaveAttribute(
      "href",
      "/storage/renders/t1/v1/video.mp4",
    );
    expect(screen.getByText("The voice could not be made.")).toBeInTheDocument();
  }, 20_000);
});
