import type { Project } from "@reelsmith/contract/projects";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProjectsPage } from "@/features/projects/projects-page";
import { authState, renderRoutes, testUser } from "@/test/render";

const project = (id: string, extra: Partial<Project> = {}): Project => ({
  id,
  title: `Project ${id}`,
  type: "STORY_REEL",
  status: "PUBLISHED",
  thumbnail_url: null,
  metadata: { generated_video: `/storage/${id}.mp4` },
  async_notify: false,
  async_notify_at: null,
  created_at: "2025-08-15T12:00:00.000Z",
  updated_at: "2025-08-15T12:00:00.000Z",
  ...extra,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/** Answers /api/projects with `list(url)` and other calls by "METHOD /path"; records every call. */
function mockServer(list: (url: URL) => Response, others: Record<string, Handler> = {}) {
  const calls: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://x",
    );
    const method = init?.method ?? "GET";
    calls.push(`${method} ${url.pathname}${url.search}`);
    if (method === "GET" && url.pathname === "/api/projects") return list(url);
    const handler = others[`${method} ${url.pathname}`];
    return handler ? handler(url, init) : json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
  });
  return calls;
}

const page = (items: Project[], total = items.length, pageNo = 1) =>
  json({ items, total, page: pageNo, pageSize: 12 });

function renderLibrary(path = "/projects") {
  return renderRoutes(
    [
      { path: "/projects", element: <ProjectsPage /> },
      { path: "*", element: <p>Other page</p> },
    ],
    { path, auth: authState(testUser) },
  );
}

afterEach(() => vi.useRealTimers());

describe("the project library", () => {
  it("shows the server's total in the count line and one card per project", async () => {
    mockServer(() => page([project("a"), project("b", { type: "PRODUCT_AD", status: "DRAFT" })], 27));
    renderLibrary();
    expect(await screen.findByText("27 project(s) found")).toBeInTheDocument();
    const cards = screen.getAllByTestId("project-card");
    expect(cards).toHaveLength(2);
    expect(within(cards[1] as HTMLElement).getByText("Product Ad")).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText("DRAFT")).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText("Aug 15, 2025")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "New Project" })).toHaveAttribute("href", "/story-reel");
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  it("uses the first video_data image as the thumbnail and a placeholder when there is none", async () => {
    const withImage = project("a", {
      metadata: { generated_video: "/v.mp4", video_data: JSON.stringify({ images: ["/storage/a/0.png"] }) },
    });
    mockServer(() => page([withImage, project("b")]));
    const { container } = renderLibrary();
    await screen.findByText("2 project(s) found");
    expect(container.querySelector("img")).toHaveAttribute("src", "/storage/a/0.png");
    expect(screen.getAllByTestId("thumbnail-placeholder")).toHaveLength(1);
  });

  it("reads search, type, sort, view and page from the address and asks the server for exactly that", async () => {
    const calls = mockServer(() => page([project("a")], 30, 2));
    renderLibrary("/projects?search=fox&type=PRODUCT_AD&sort=title&view=list&page=2");
    await screen.findByText("30 project(s) found");
    expect(calls).toContain("GET /api/projects?search=fox&type=PRODUCT_AD&sort=title&page=2");
    expect(screen.getByPlaceholderText("Search projects...")).toHaveValue("fox");
    expect(screen.getByLabelText("Filter by type")).toHaveValue("PRODUCT_AD");
    expect(screen.getByLabelText("Sort projects")).toHaveValue("title");
    expect(screen.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
  });

  it("writes filter, sort, view and page changes to the address, going back to page 1 when the list changes", async () => {
    mockServer(() => page([project("a")], 40));
    const { router, user } = renderLibrary("/projects?page=2");
    await screen.findByText("40 project(s) found");
    await user.selectOptions(screen.getByLabelText("Filter by type"), "Story Reels");
    await waitFor(() => expect(router.state.location.search).toBe("?type=STORY_REEL"));
    await user.selectOptions(screen.getByLabelText("Sort projects"), "Oldest First");
    await user.click(screen.getByRole("button", { name: "List view" }));
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?type=STORY_REEL&sort=oldest&view=list&page=2"),
    );
  });

  it("searches once typing pauses for 300 ms, not on every key", async () => {
    const calls = mockServer((url) => page(url.searchParams.get("search") ? [] : [project("a")]));
    const { router } = renderLibrary();
    await screen.findByText("1 project(s) found");
    const box = screen.getByPlaceholderText("Search projects...");
    fireEvent.change(box, { target: { value: "mo" } });
    fireEvent.change(box, { target: { value: "moon" } });
    expect(router.state.location.search).toBe("");
    await waitFor(() => expect(router.state.location.search).toBe("?search=moon"));
    expect(await screen.findByText("No projects found")).toBeInTheDocument();
    expect(calls.filter((c) => c.includes("search=mo&"))).toEqual([]);
    expect(calls).toContain("GET /api/projects?search=moon&type=ALL&sort=newest&page=1");
  });

  it("moves to the last page when the address asks for a page past the end", async () => {
    mockServer((url) =>
      url.searchParams.get("page") === "9" ? page([], 13, 9) : page([project("m")], 13, 2),
    );
    const { router } = renderLibrary("/projects?page=9&view=list");
    await waitFor(() => expect(router.state.location.search).toBe("?view=list&page=2"));
    expect(await screen.findAllByTestId("project-card")).toHaveLength(1);
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
  });

  it("says 'No projects found' with a hint when a search or filter matches nothing", async () => {
    mockServer(() => page([]));
    renderLibrary("/projects?type=PRODUCT_AD");
    expect(await screen.findByText("No projects found")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or filters.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Create Project" })).not.toBeInTheDocument();
    expect(screen.getByText("0 project(s) found")).toBeInTheDocument();
  });

  it("invites a user with no projects at all to create the first one", async () => {
    mockServer(() => page([]));
    renderLibrary();
    expect(await screen.findByText("No projects yet")).toBeInTheDocument();
    expect(screen.getByText("Create your first project to get started")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Project" })).toHaveAttribute("href", "/story-reel");
  });

  it("says 'Failed to load projects. Please try again.' when the list cannot be loaded", async () => {
    mockServer(() => json({ error: { code: "INTERNAL", message: "boom" } }, 500));
    renderLibrary();
    expect(await screen.findByText("Failed to load projects. Please try again.")).toBeInTheDocument();
  });
});

describe("previewing a project", () => {
  it("plays the video in a 9:16 modal that Escape closes", async () => {
    mockServer(() => page([project("a")]));
    const { user } = renderLibrary();
    await user.click(await screen.findByRole("button", { name: "Preview Project a" }));
    const dialog = screen.getByRole("dialog", { name: "Project a" });
    expect(within(dialog).getByTestId("project-video")).toHaveAttribute("src", "/storage/a.mp4");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shares and downloads the finished video from the dialog, and links to its preview page", async () => {
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:x");
    const link = "/share/AbCdEfGhIjKlMnOpQrStUvWxYz012345/video.mp4";
    // Rendered again: the video shown is version 2's, made by task a-v2.
    const again = project("a", {
      type: "PRODUCT_AD",
      metadata: { generated_video: "/storage/a.mp4", task_id: "a-v2", version: 2 },
    });
    const calls = mockServer(() => page([again]), {
      "POST /api/tasks/a-v2/share": () => json({ enabled: true, url: link }),
      "GET /api/projects/a/download": () => new Response("mp4", { status: 200 }),
    });
    const { user } = renderLibrary();
    // After user-event's setup, which puts its own clipboard in place.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole("button", { name: "Preview Project a" }));
    const dialog = screen.getByRole("dialog", { name: "Project a" });

    await user.click(within(dialog).getByRole("button", { name: "Share" }));
    expect(await within(dialog).findByText("Link copied to clipboard.")).toBeInTheDocument();
    const absolute = new URL(link, window.location.origin).toString();
    expect(writeText).toHaveBeenCalledWith(absolute);
    expect(within(dialog).getByRole("textbox", { name: "Link to the video" })).toHaveValue(absolute);

    await user.click(within(dialog).getByRole("button", { name: "Download" }));
    await waitFor(() => expect(calls).toContain("GET /api/projects/a/download"));
    expect(within(dialog).getByRole("link", { name: "Open preview page" })).toHaveAttribute(
      "href",
      "/product-ad/preview?task=a-v2",
    );
  });

  it("says 'No video available' for a project without a video", async () => {
    mockServer(() => page([project("a", { status: "DRAFT", metadata: {} })]));
    const { user } = renderLibrary();
    await user.click(await screen.findByRole("button", { name: "Preview Project a" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText("No video available")).toBeInTheDocument();
    expect(within(dialog).queryByTestId("project-video")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
  });
});

describe("a variant group", () => {
  const ad = project("a", {
    type: "PRODUCT_AD",
    title: "Steel bottle",
    metadata: { generated_video: "/storage/a.mp4", variant_group: { of: "a", label: "Original", count: 2 } },
  });
  const variantB = project("b", {
    type: "PRODUCT_AD",
    title: "Steel bottle · Variant B",
    metadata: { generated_video: "/storage/b.mp4", variant_group: { of: "a", label: "Variant B" } },
  });
  const item = (position: number, id: string, label: string, status = "DONE") => ({
    position,
    title: `Steel bottle · ${label}`,
    project_id: id,
    task_id: id,
    status,
    progress: status === "DONE" ? 100 : 50,
    video_url: status === "DONE" ? `/storage/${id}.mp4` : null,
    error: null,
  });
  const server = () =>
    mockServer(() => page([ad, variantB]), {
      "GET /api/projects/a": () => json(ad),
      "GET /api/projects/a/variants": () =>
        json({ credits_per_video: 10, original_id: "a", batch_ids: ["bt1"] }),
      "GET /api/batches/bt1": () =>
        json({
          id: "bt1",
          created_at: "2025-08-15T12:00:00.000Z",
          credits_charged: 20,
          variants_of: { project_id: "a", title: "Steel bottle" },
          items: [item(1, "b", "Variant B"), item(2, "c", "Variant C", "RENDERING")],
          summary: { total: 2, queued: 0, rendering: 1, done: 1, failed: 0, finished: false },
        }),
    });

  it("expands from the ad's 'Variants (2)' badge to the ad and each of its variants, each opening its preview", async () => {
    server();
    const { user } = renderLibrary();
    const badge = await screen.findByRole("button", { name: "Variants (2)" });
    expect(badge).toHaveAttribute("aria-expanded", "false");
    await user.click(badge);
    expect(badge).toHaveAttribute("aria-expanded", "true");
    const variants = await screen.findByRole("list", { name: "Variants" });
    const rows = within(variants).getAllByRole("listitem");
    expect(rows.map((r) => r.querySelector("p")?.textContent)).toEqual([
      "Steel bottle · Original",
      "Steel bottle · Variant B",
      "Steel bottle · Variant C",
    ]);
    expect(within(rows[2] as HTMLElement).getByText("Rendering")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole("link", { name: /Open/ })).toHaveAttribute(
      "href",
      "/product-ad/preview?task=b",
    );
    await user.click(badge);
    expect(screen.queryByRole("list", { name: "Variants" })).not.toBeInTheDocument();
  });

  it("opens the same group from a 'Variant B' badge, marking that variant", async () => {
    server();
    const { user } = renderLibrary();
    await user.click(await screen.findByRole("button", { name: "Variant B" }));
    expect(await screen.findByRole("heading", { name: "Variants of Steel bottle" })).toBeInTheDocument();
    const rows = within(await screen.findByRole("list", { name: "Variants" })).getAllByRole("listitem");
    expect(rows[1]).toHaveAttribute("aria-current", "true");
  });
});

describe("downloading from the library", () => {
  it("alerts 'No video available for download' for a project without a video", async () => {
    mockServer(() => page([project("a", { status: "DRAFT", metadata: {} })]));
    const { user } = renderLibrary();
    await user.click(await screen.findByRole("button", { name: "Download Project a" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No video available for download");
  });

  it("alerts 'Failed to download video. Please try again.' when the video cannot be fetched", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockServer(() => page([project("a")]), { "GET /api/projects/a/download": () => json({}, 500) });
    const { user } = renderLibrary();
    await user.click(await screen.findByRole("button", { name: "Download Project a" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to download video. Please try again.");
  });
});

describe("deleting a project", () => {
  it("asks for confirmation with the spec's words and Cancel closes without deleting", async () => {
    const calls = mockServer(() => page([project("a", { title: "Moon Fox" })]));
    const { user } = renderLibrary();
    await user.click(await screen.findByRole("button", { name: "Delete Moon Fox" }));
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete "Moon Fox"? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.some((c) => c.startsWith("DELETE"))).toBe(false);
  });

  it("shows Deleting... while busy, then closes and refetches the list", async () => {
    let finish: (r: Response) => void = () => {};
    let items = [project("a", { title: "Moon Fox" }), project("b")];
    const calls = mockServer(() => page(items), {
      "DELETE /api/projects/a": () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    });
    const { user } = renderLibrary();
    await user.click(await screen.findByRole("button", { name: "Delete Moon Fox" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    const busy = await within(screen.getByRole("dialog")).findByRole("button", { name: "Deleting..." });
    expect(busy).toBeDisabled();
    expect(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" })).toBeDisabled();
    items = [project("b")];
    await act(async () => finish(json({ id: "a", deleted: true })));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("1 project(s) found")).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith("GET /api/projects?"))).toHaveLength(2);
  });

  it("shows 'Failed to delete project: {reason}' in the dialog when the delete fails", async () => {
    mockServer(() => page([project("a", { title: "Moon Fox" })]), {
      "DELETE /api/projects/a": () =>
        json({ error: { code: "NOT_FOUND", message: "Project not found" } }, 404),
    });
    const { user } = renderLibrary();
    await user.click(await screen.findByRole("button", { name: "Delete Moon Fox" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to delete project: Project not found",
    );
    expect(within(dialog).getByRole("button", { name: "Delete" })).toBeEnabled();
  });
});

describe("checking drafts from the library", () => {
  it("shows Processing... while a draft is checked and refetches once its video is ready", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let ready = false;
    let answerTask: (r: Response) => void = () => {};
    const calls = mockServer(
      () =>
        page([
          ready
            ? project("d", { title: "Draft one" })
            : project("d", { title: "Draft one", status: "DRAFT", metadata: {} }),
        ]),
      {
        "GET /api/tasks/d": () =>
          new Promise<Response>((resolve) => {
            answerTask = resolve;
          }),
        "GET /api/functions/check-draft-status": () =>
          json({
            details: { generated_video: "/storage/d.mp4", video_data: null, title: "Draft one" },
            video_url: "/storage/d.mp4",
          }),
      },
    );
    renderLibrary();
    await screen.findByText("DRAFT");
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText("Processing...")).toBeInTheDocument();
    ready = true;
    await act(async () => answerTask(json({ task_status: 8, task_draft_id: "d", task_draft_version: 1 })));
    expect(await screen.findByText("PUBLISHED")).toBeInTheDocument();
    expect(screen.queryByText("Processing...")).not.toBeInTheDocument();
    expect(calls).toContain("GET /api/functions/check-draft-status?draftId=d&version=1");
  });

  it("shows one card for a project in two languages, each badge opening that language's own video", async () => {
    const version = (language: "en" | "fr", id: string, original: boolean) => ({
      language,
      original,
      project_id: id,
      task_id: id,
      status: "ready" as const,
      url: `/storage/${id}.mp4`,
      created_at: "2025-08-15T12:00:00.000Z",
    });
    const boat = project("boat", {
      title: "A small boat",
      languages: [version("en", "boat", true), version("fr", "boat-fr", false)],
    });
    const calls = mockServer(() => page([boat]), {
      "GET /api/projects/boat-fr": () =>
        json(
          project("boat-fr", {
            title: "A small boat (French)",
            metadata: { generated_video: "/storage/fr.mp4" },
          }),
        ),
    });
    const { user } = renderLibrary();
    const badges = await screen.findByRole("list", { name: "Languages of A small boat" });
    expect(screen.getAllByTestId("project-card")).toHaveLength(1);
    expect(
      within(badges)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["en", "fr"]);

    await user.click(within(badges).getByRole("button", { name: "French version of A small boat" }));
    const french = await screen.findByRole("dialog", { name: "A small boat (French)" });
    expect(within(french).getByTestId("project-video")).toHaveAttribute("src", "/storage/fr.mp4");
    expect(within(french).getByRole("button", { name: "Download" })).toBeEnabled();
    expect(calls).toContain("GET /api/projects/boat-fr");
    await user.keyboard("{Escape}");

    await user.click(within(badges).getByRole("button", { name: "English version of A small boat" }));
    const english = await screen.findByRole("dialog", { name: "A small boat" });
    expect(within(english).getByTestId("project-video")).toHaveAttribute("src", "/storage/boat.mp4");
  });
});
