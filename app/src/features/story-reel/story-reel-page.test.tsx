import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StoryReelPage } from "@/features/story-reel/story-reel-page";
import { localDraftKey } from "@/shared/video-settings/lib/local-draft";
import { videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";
import { catalogRoutes, json, mockApi, renderScreen } from "@/test/render-screen";

const emptyDraft = { editor: "story-reel", content: { story: "", settings: {} }, updated_at: null };

function renderEditor(
  routes: Parameters<typeof mockApi>[0] = {},
  opts: Parameters<typeof renderScreen>[1] = {},
) {
  const api = mockApi({
    ...catalogRoutes,
    "GET /api/drafts/story-reel": () => emptyDraft,
    "PUT /api/drafts/story-reel": (init) => ({ ...emptyDraft, content: JSON.parse(String(init?.body)) }),
    ...routes,
  });
  const view = renderScreen(<StoryReelPage />, {
    path: "/story-reel",
    extraRoutes: [{ path: "/story-reel/preview", element: <p>preview screen</p> }],
    ...opts,
  });
  return { ...api, ...view };
}

const storyBox = () => screen.getByLabelText("Your story");
const type = (text: string) => fireEvent.change(storyBox(), { target: { value: text } });
const puts = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === "PUT" && c.path === "/api/drafts/story-reel");

beforeEach(() => {
  videoSettingsStore.reset();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the story editor", () => {
  it("shows the heading and a counter of the characters used out of 1500", async () => {
    renderEditor();
    expect(screen.getByRole("heading", { name: "Create Your Story Reel" })).toBeInTheDocument();
    type("Hello");
    expect(screen.getByTestId("story-counter")).toHaveTextContent("5/1500");
  });

  it("keeps the counter plain at 80% of the limit and turns it red above 80%", () => {
    renderEditor();
    type("a".repeat(1200));
    expect(screen.getByTestId("story-counter")).not.toHaveClass("text-red-400");
    type("a".repeat(1201));
    expect(screen.getByTestId("story-counter")).toHaveClass("text-red-400");
  });

  it("never lets the story grow past 1500 characters", () => {
    renderEditor();
    type("b".repeat(1600));
    expect((storyBox() as HTMLTextAreaElement).value).toHaveLength(1500);
  });

  it("says so when a pasted story is cut to the 1500-character limit", () => {
    renderEditor();
    expect(screen.queryByText(/cut to the limit/)).not.toBeInTheDocument();
    fireEvent.paste(storyBox(), { clipboardData: { getData: () => "c".repeat(100_000) } });
    type("c".repeat(1500));
    expect((storyBox() as HTMLTextAreaElement).value).toHaveLength(1500);
    expect(
      screen.getByText(
        "Your text was longer than 1,500 characters, so it was cut to the limit: check its end.",
      ),
    ).toBeInTheDocument();
    type("A short story.");
    expect(screen.queryByText(/cut to the limit/)).not.toBeInTheDocument();
  });
});

describe("autosave", () => {
  it("saves to the server 3 seconds after the last edit and not before", async () => {
    vi.useFakeTimers();
    const { calls } = renderEditor();
    await act(async () => {});
    type("Once");
    await act(async () => vi.advanceTimersByTime(2000));
    type("Once upon a time");
    await act(async () => vi.advanceTimersByTime(2999));
    expect(puts(calls)).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]).toMatchObject({ body: { story: "Once upon a time" } });
  });

  it("keeps every edit in this browser at once, so a reload before the server save loses nothing", async () => {
    vi.useFakeTimers();
    renderEditor();
    await act(async () => {});
    type("A story typed just before a reload");
    const saved = JSON.parse(localStorage.getItem(localDraftKey("user-1")) ?? "{}");
    expect(saved.story).toBe("A story typed just before a reload");
  });

  it("restores the newer of this browser's copy and the server's copy", async () => {
    localStorage.setItem(
      localDraftKey("user-1"),
      JSON.stringify({ story: "older local text", settings: {}, updated_at: "2026-01-01T00:00:00Z" }),
    );
    renderEditor({
      "GET /api/drafts/story-reel": () => ({
        ...emptyDraft,
        content: { story: "newer text from another device", settings: { language: "fr" } },
        updated_at: "2026-02-01T00:00:00Z",
      }),
    });
    await waitFor(() => expect(storyBox()).toHaveValue("newer text from another device"));
    expect(screen.getByLabelText("Language")).toHaveValue("fr");
  });

  it("keeps this browser's copy when it is newer than the server's", async () => {
    localStorage.setItem(
      localDraftKey("user-1"),
      JSON.stringify({ story: "text typed before reload", settings: {}, updated_at: "2026-03-01T00:00:00Z" }),
    );
    const { calls } = renderEditor({
      "GET /api/drafts/story-reel": () => ({
        ...emptyDraft,
        content: { story: "stale server text", settings: {} },
        updated_at: "2026-02-01T00:00:00Z",
      }),
    });
    await waitFor(() => expect(calls.some((c) => c.path === "/api/drafts/story-reel")).toBe(true));
    await act(async () => {});
    expect(storyBox()).toHaveValue("text typed before reload");
  });

  it("sends this browser's newer copy to the server after a reload that beat the 3 s save", async () => {
    localStorage.setItem(
      localDraftKey("user-1"),
      JSON.stringify({ story: "typed, then reloaded", settings: {}, updated_at: "2026-03-01T00:00:00Z" }),
    );
    vi.useFakeTimers();
    const { calls } = renderEditor();
    await act(async () => {});
    await act(async () => {});
    expect(puts(calls)).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]).toMatchObject({ body: { story: "typed, then reloaded" } });
  });

  it("on a new device, restores the server's story though the page filled in a setting before it came", async () => {
    let answer: (draft: unknown) => void = () => {};
    const { calls } = renderEditor({
      "GET /api/drafts/story-reel": () => new Promise((resolve) => (answer = resolve)),
    });
    await waitFor(() => expect(calls.some((c) => c.path === "/api/drafts/story-reel")).toBe(true));
    // What the template bar does once the templates are in: the account has no default template.
    act(() => videoSettingsStore.set({ templateId: null }));
    await act(async () =>
      answer({
        ...emptyDraft,
        content: { story: "saved on my laptop", settings: {} },
        updated_at: "2026-02-01T00:00:00Z",
      }),
    );
    await waitFor(() => expect(storyBox()).toHaveValue("saved on my laptop"));
    // This browser's copy is the server's now: a reload here shows it too.
    expect(JSON.parse(localStorage.getItem(localDraftKey("user-1")) ?? "{}").story).toBe(
      "saved on my laptop",
    );
    // Nothing is sent over the server's copy: the filled-in setting was no edit.
    await new Promise((r) => setTimeout(r, 3200));
    expect(puts(calls)).toHaveLength(0);
  });

  it("keeps and saves a story typed while the server's copy was on its way", async () => {
    let answer: (draft: unknown) => void = () => {};
    const { calls } = renderEditor({
      "GET /api/drafts/story-reel": () => new Promise((resolve) => (answer = resolve)),
    });
    await waitFor(() => expect(calls.some((c) => c.path === "/api/drafts/story-reel")).toBe(true));
    type("typed at once");
    await act(async () =>
      answer({
        ...emptyDraft,
        content: { story: "older", settings: {} },
        updated_at: "2026-02-01T00:00:00Z",
      }),
    );
    expect(storyBox()).toHaveValue("typed at once");
    await waitFor(() => expect(puts(calls)).toHaveLength(1), { timeout: 5000 });
    expect(puts(calls)[0]).toMatchObject({ body: { story: "typed at once" } });
  });

  it("says 'Failed to save content. Please try again.' when the server save fails", async () => {
    vi.useFakeTimers();
    renderEditor({
      "PUT /api/drafts/story-reel": () => json({ error: { code: "INTERNAL", message: "boom" } }, 500),
    });
    await act(async () => {});
    type("Something");
    await act(async () => vi.advanceTimersByTime(3000));
    vi.useRealTimers();
    expect(await screen.findByText("Failed to save content. Please try again.")).toBeInTheDocument();
  });
});

describe("generate story", () => {
  it("fills an empty story with the generated text and offers Undo", async () => {
    const { calls } = renderEditor({
      "POST /api/functions/generate-story": () => ({ content: "A new tale." }),
    });
    fireEvent.click(screen.getByRole("button", { name: "Generate story" }));
    await waitFor(() => expect(storyBox()).toHaveValue("A new tale."));
    expect(calls.find((c) => c.path === "/api/functions/generate-story")?.body).toEqual({
      currentText: "",
      maxLength: 1500,
      language: "en",
    });
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(storyBox()).toHaveValue("");
  });

  it("extends an existing story rather than replacing it", async () => {
    renderEditor({ "POST /api/functions/generate-story": () => ({ content: "And then it rained." }) });
    type("It was sunny.");
    fireEvent.click(screen.getByRole("button", { name: "Continue with AI" }));
    await waitFor(() => expect(storyBox()).toHaveValue("It was sunny.\n\nAnd then it rained."));
  });

  it("says 'Failed to generate content' when the writer fails", async () => {
    renderEditor({
      "POST /api/functions/generate-story": () => json({ error: { code: "X", message: "down" } }, 500),
    });
    fireEvent.click(screen.getByRole("button", { name: "Generate story" }));
    expect(await screen.findByText("Failed to generate content")).toBeInTheDocument();
  });

  it("says 'No content was generated' when the writer answers nothing", async () => {
    renderEditor({ "POST /api/functions/generate-story": () => ({ content: "  " }) });
    fireEvent.click(screen.getByRole("button", { name: "Generate story" }));
    expect(await screen.findByText("No content was generated")).toBeInTheDocument();
  });
});

describe("starting generation", () => {
  it("asks for a story first: 'Story content is required'", async () => {
    const { calls } = renderEditor();
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText("Story content is required")).toBeInTheDocument();
    expect(calls.some((c) => c.path === "/api/functions/create-video")).toBe(false);
  });

  it("asks a guest to sign in: 'Please sign in to generate a video'", async () => {
    renderEditor({}, { user: null });
    type("A story");
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText("Please sign in to generate a video")).toBeInTheDocument();
  });

  it("asks for a narration mode: 'Narration mode is required'", async () => {
    renderEditor();
    type("A story");
    act(() => videoSettingsStore.set({ narrationMode: "" as never }));
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText("Narration mode is required")).toBeInTheDocument();
  });

  it("reads 'Generating...' while busy, then opens the preview with the task id", async () => {
    let answer: (r: Response) => void = () => {};
    const { router, calls } = renderEditor({
      "POST /api/functions/create-video": () => new Promise<Response>((r) => (answer = r)),
    });
    type("  A story about a fox  ");
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByRole("button", { name: /Generating\.\.\./ })).toBeDisabled();
    answer(json({ task_id: "task-42" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/story-reel/preview"));
    expect(router.state.location.state).toEqual({ taskId: "task-42" });
    expect(calls.find((c) => c.path === "/api/functions/create-video")?.body).toMatchObject({
      narrationMode: "avatar",
      story: "A story about a fox",
      gen_video: true,
      language: "en",
      size: "9:16",
      caption_style: null,
      music_volume: 0.5,
    });
  });

  it("says 'No task ID received from server' when the answer has none", async () => {
    renderEditor({ "POST /api/functions/create-video": () => ({}) });
    type("A story");
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText("No task ID received from server")).toBeInTheDocument();
  });

  it("shows the server's error, such as too few credits", async () => {
    renderEditor({
      "POST /api/functions/create-video": () =>
        json({ error: { code: "INSUFFICIENT_CREDITS", message: "Not enough credits" } }, 402),
    });
    type("A story");
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText("Not enough credits")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Get more credits/ })).toHaveAttribute("href", "/pricing");
  });

  it("says the studio is still getting ready when the server is still building its catalogue", async () => {
    const gettingReady =
      "The studio is still getting ready (voices, presenters and music). Please try again in a minute.";
    renderEditor({
      "POST /api/functions/create-video": () =>
        json({ error: { code: "NOT_READY", message: gettingReady } }, 503),
    });
    type("A story");
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText(gettingReady)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Preview" })).toBeEnabled();
  });

  it("says 'Failed to generate video. Please try again.' when the server gives no reason", async () => {
    renderEditor({ "POST /api/functions/create-video": () => new Response("", { status: 500 }) });
    type("A story");
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText("Failed to generate video. Please try again.")).toBeInTheDocument();
  });

  it("shows the error Start Over sends back from the preview", () => {
    renderEditor({}, { state: { error: "Please try generating your video again." } });
    expect(screen.getByText("Please try generating your video again.")).toBeInTheDocument();
  });
});
