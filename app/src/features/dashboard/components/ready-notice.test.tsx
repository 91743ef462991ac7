import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ReadyNotice } from "@/features/dashboard/components/ready-notice";
import { authState, renderRoutes, testUser } from "@/test/render";

const project = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Video ${id}`,
  type: "STORY_REEL",
  status: "PUBLISHED",
  thumbnail_url: null,
  metadata: { generated_video: `/storage/${id}.mp4` },
  async_notify: true,
  async_notify_at: "2025-08-15T12:00:00.000Z",
  created_at: "2025-08-15T12:00:00.000Z",
  updated_at: "2025-08-15T12:00:00.000Z",
  ...extra,
});

function mockProjects(items: unknown[]) {
  const calls: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push(`${init?.method ?? "GET"} ${url}`);
    const body = url.startsWith("/api/projects?")
      ? { items, total: items.length, page: 1, pageSize: 20 }
      : {};
    return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
  });
  return calls;
}

function renderNotice() {
  return renderRoutes([{ path: "/dashboard", element: <ReadyNotice userId={testUser.id} /> }], {
    path: "/dashboard",
    auth: authState(testUser),
  });
}

describe("the dashboard's ready notice", () => {
  it("announces a notified video once it is ready, and only that one", async () => {
    mockProjects([
      project("a"),
      project("b", { async_notify: false }),
      project("c", { status: "DRAFT", metadata: {} }),
    ]);
    renderNotice();
    expect(await screen.findByText(/Your video "Video a" is ready\./)).toBeInTheDocument();
    expect(screen.queryByText(/Video b/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Video c/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View it in All Projects" })).toHaveAttribute(
      "href",
      "/projects",
    );
  });

  it("turns the notification off on the server when dismissed", async () => {
    const calls = mockProjects([project("a")]);
    const { user } = renderNotice();
    await user.click(await screen.findByRole("button", { name: "Dismiss the notice for Video a" }));
    await waitFor(() => expect(calls).toContain("PATCH /api/projects/a/notify"));
  });

  it("shows the message passed by the preview after Notify Me", async () => {
    mockProjects([]);
    const { router } = renderNotice();
    await router.navigate("/dashboard", {
      state: { message: "You will be notified when your video is ready!" },
    });
    expect(await screen.findByText("You will be notified when your video is ready!")).toBeInTheDocument();
  });
});
