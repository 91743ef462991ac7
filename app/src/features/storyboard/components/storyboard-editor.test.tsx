import type { Storyboard } from "@reelsmith/contract/storyboard";
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type RenderTarget, StoryboardEditor } from "@/features/storyboard/components/storyboard-editor";
import { testBoard } from "@/features/storyboard/lib/test-board";
import { StoryboardPage } from "@/features/storyboard/storyboard-page";
import { videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";
import { authState, mockFetch, renderRoutes, renderWithProviders, testUser } from "@/test/render";

const media = { "/api/media": { body: { media: [], usage: { bytes: 0, quota: 1_000_000 } } } };

/** An editor's props but its board and target: no stock clips, not rendering, and nothing failed. */
const idle = {
  stockAvailable: false,
  rendering: false,
  renderError: null,
  onRender: () => {},
  onReload: () => {},
};

function renderEditor(onRender = vi.fn(), stockAvailable = false, credits = 40, board = testBoard()) {
  const spy = mockFetch({
    ...media,
    "/api/batches": { body: { batches: [], credits_per_video: 10 } },
    "/api/subscription": {
      body: {
        subscription_plan: "free",
        available_credits: credits,
        subscription_start_date: null,
        subscription_end_date: null,
      },
    },
  });
  const view = renderWithProviders(
    <StoryboardEditor
      {...idle}
      initial={board}
      target={{ kind: "version", projectId: "p1", editor: "story-reel" }}
      stockAvailable={stockAvailable}
      onRender={onRender}
    />,
    { auth: authState(testUser) },
  );
  return { ...view, onRender, spy };
}

const sceneTexts = () =>
  within(screen.getByRole("list", { name: "Scenes" }))
    .getAllByRole("button", { name: /^Scene \d+:/ })
    .map((b) => b.getAttribute("aria-label"));

// Typing and clicking through a whole board is slow on a busy machine.
describe("storyboard editor", { timeout: 30_000 }, () => {
  it("undoes typing in a scene's words with Ctrl+Z and redoes it with Shift+Ctrl+Z", async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole("button", { name: /^Scene 2:/ }));
    const words = screen.getByLabelText("Words of scene 2");
    await user.clear(words);
    await user.type(words, "A girl.");
    expect(screen.getByRole("button", { name: "Scene 2: A girl." })).toBeInTheDocument();

    await user.keyboard("{Control>}z{/Control}");
    expect(screen.getByLabelText("Words of scene 2")).toHaveValue("A boy waits outside.");
    await user.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    expect(screen.getByLabelText("Words of scene 2")).toHaveValue("A girl.");

    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(screen.getByLabelText("Words of scene 2")).toHaveValue("A boy waits outside.");
    await user.click(screen.getByRole("button", { name: "Redo" }));
    expect(screen.getByLabelText("Words of scene 2")).toHaveValue("A girl.");
  });

  it("splits, merges and reorders scenes, and undoes each of them", async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole("button", { name: "Split scene" }));
    expect(sceneTexts()).toEqual([
      "Scene 1: Maya opens her bakery at dawn.",
      "Scene 2: The ovens are warm.",
      "Scene 3: A boy waits outside.",
      "Scene 4: Maya gives him bread.",
    ]);

    await user.click(screen.getByRole("button", { name: /^Scene 3:/ }));
    await user.click(screen.getByRole("button", { name: "Merge with next" }));
    expect(sceneTexts()).toEqual([
      "Scene 1: Maya opens her bakery at dawn.",
      "Scene 2: The ovens are warm.",
      "Scene 3: A boy waits outside. Maya gives him bread.",
    ]);

    await user.click(screen.getByRole("button", { name: "Move scene 3 up" }));
    expect(sceneTexts()).toEqual([
      "Scene 1: Maya opens her bakery at dawn.",
      "Scene 2: A boy waits outside. Maya gives him bread.",
      "Scene 3: The ovens are warm.",
    ]);

    await user.click(screen.getByRole("button", { name: "Undo" }));
    await user.click(screen.getByRole("button", { name: "Undo" }));
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(sceneTexts()).toEqual([
      "Scene 1: Maya opens her bakery at dawn. The ovens are warm.",
      "Scene 2: A boy waits outside.",
      "Scene 3: Maya gives him bread.",
    ]);
  });

  it("changes a character's look in every scene it is in", async () => {
    const { user } = renderEditor();
    await user.selectOptions(screen.getByLabelText("Skin tone"), "dark");
    await user.click(screen.getByRole("button", { name: /^Scene 3:/ }));
    expect(screen.getByRole("region", { name: "Scene 3" })).toBeInTheDocument();
    expect(screen.getByLabelText("Skin tone")).toHaveValue("dark");
  });

  it("changes what a character does in one scene only, and renders the board with it", async () => {
    const { user, onRender } = renderEditor();
    const does = () => screen.getByLabelText("What Maya does in this scene");
    // No action planned: standing.
    expect(does()).toHaveValue("stand");
    expect(within(does()).getByRole("option", { name: "Waving" })).toBeInTheDocument();
    await user.selectOptions(does(), "Sitting");
    expect(does()).toHaveValue("sit");
    await user.click(screen.getByRole("button", { name: /^Scene 3:/ }));
    expect(screen.getByRole("region", { name: "Scene 3" })).toBeInTheDocument();
    expect(does()).toHaveValue("stand");
    await user.click(screen.getByRole("button", { name: "Render new version" }));
    const dialog = await screen.findByRole("dialog", { name: "Render new version?" });
    await user.click(await within(dialog).findByRole("button", { name: "Render for 10 credits" }));
    const board = onRender.mock.calls[0]?.[0] as Storyboard;
    const actions = board.scenes.map((s) => s.picture.plan?.characters.map((c) => c.action));
    expect(actions).toEqual([["sit"], [], [undefined]]);
  });

  it("colours a thing in the picture and its preview, and renders the board with its colour", async () => {
    const { user, onRender } = renderEditor();
    const colour = () => screen.getByLabelText("Colour");
    expect(colour()).toHaveValue("");
    expect(within(colour()).getByRole("option", { name: "As drawn" })).toBeInTheDocument();
    // The thing's picture beside its box is drawn in the colour chosen, as the video will draw it.
    const picture = () => screen.getByLabelText("Thing 1").parentElement?.querySelector("img");
    expect(picture()).toHaveAttribute("src", "/api/icons/bread.svg");
    await user.selectOptions(colour(), "Black");
    expect(colour()).toHaveValue("black");
    expect(picture()).toHaveAttribute("src", "/api/icons/bread.svg?colour=black");
    await user.click(screen.getByRole("button", { name: "Render new version" }));
    const dialog = await screen.findByRole("dialog", { name: "Render new version?" });
    await user.click(await within(dialog).findByRole("button", { name: "Render for 10 credits" }));
    const board = onRender.mock.calls[0]?.[0] as Storyboard;
    expect(board.scenes[0]?.picture.plan?.objects).toEqual([
      { icon: "bread", word: "bread", colour: "black" },
    ]);
  });

  it("colours an animal in every scene it is in, and offers no colour for a person", async () => {
    const board = testBoard();
    const cat = { id: "cat", kind: "animal", gender: "unknown", age: "adult", icon: "cat" } as const;
    for (const scene of board.scenes)
      if (scene.picture.kind === "illustration" && scene.picture.plan)
        scene.picture.plan.characters.push({ ...cat });
    const { user, onRender } = renderEditor(vi.fn(), false, 40, board);
    const colours = () => screen.getAllByLabelText("Colour");
    // Maya has no colour to choose; the cat has one, then the bread.
    expect(colours()).toHaveLength(2);
    await user.selectOptions(colours()[0] as HTMLElement, "Grey");
    // The cat's look beside its box is drawn grey, as the video draws it.
    const look = screen.getAllByLabelText("Look (icon)")[1]?.parentElement?.querySelector("img");
    expect(look).toHaveAttribute("src", "/api/icons/cat.svg?colour=grey");
    await user.click(screen.getByRole("button", { name: "Render new version" }));
    const dialog = await screen.findByRole("dialog", { name: "Render new version?" });
    await user.click(await within(dialog).findByRole("button", { name: "Render for 10 credits" }));
    const rendered = onRender.mock.calls[0]?.[0] as Storyboard;
    const cats = rendered.scenes.map((s) => s.picture.plan?.characters.find((c) => c.id === "cat")?.colour);
    expect(cats).toEqual(["grey", "grey", "grey"]);
  });

  it("with a full-frame talking video, toggles each scene's cut-in and renders the board with it", async () => {
    act(() =>
      videoSettingsStore.set({
        recording: { mediaId: "med_talking01", name: "me.mp4", seconds: 40, video: { layout: "full" } },
      }),
    );
    const { user, onRender } = renderEditor();
    const cutIn = () =>
      screen.getByRole("checkbox", {
        name: "Show this scene's picture over your video (your voice goes on)",
      });
    // By default the first and last scenes show the video, the scenes between cut in.
    expect(cutIn()).not.toBeChecked();
    await user.click(cutIn());
    expect(cutIn()).toBeChecked();
    await user.click(screen.getByRole("button", { name: /^Scene 2:/ }));
    expect(cutIn()).toBeChecked();
    await user.click(cutIn());
    expect(cutIn()).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Render new version" }));
    const dialog = await screen.findByRole("dialog", { name: "Render new version?" });
    await user.click(await within(dialog).findByRole("button", { name: "Render for 10 credits" }));
    const board = onRender.mock.calls[0]?.[0] as Storyboard;
    expect(board.scenes.map((s) => s.cutIn)).toEqual([true, false, undefined]);
    act(() => videoSettingsStore.reset());
  });

  it("offers no cut-in without a full-frame talking video", () => {
    renderEditor();
    expect(screen.queryByRole("checkbox", { name: /over your video/ })).not.toBeInTheDocument();
  });

  it("states the credits a new version costs before it renders the edited storyboard", async () => {
    const { user, onRender } = renderEditor();
    await user.click(screen.getByRole("button", { name: "Move scene 1 down" }));
    await user.click(screen.getByRole("button", { name: "Render new version" }));
    const dialog = await screen.findByRole("dialog", { name: "Render new version?" });
    expect(await within(dialog).findByText(/costs 10 credits \(you have 40\)/)).toBeInTheDocument();
    expect(onRender).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Render for 10 credits" }));
    expect(onRender).toHaveBeenCalledTimes(1);
    expect(onRender.mock.calls[0]?.[0].scenes.map((s: { id: string }) => s.id)).toEqual(["s2", "s1", "s3"]);
  });

  it("at 0 credits says so with the way to the Pricing page, and offers no paid render", async () => {
    const { user, onRender } = renderEditor(vi.fn(), false, 0);
    await user.click(screen.getByRole("button", { name: "Render new version" }));
    const dialog = await screen.findByRole("dialog", { name: "Render new version?" });
    expect(
      await within(dialog).findByText("Not enough credits: a video costs 10 credits and you have 0."),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole("link", { name: "Get more credits on the Pricing page" }),
    ).toHaveAttribute("href", "/pricing");
    expect(within(dialog).queryByRole("button", { name: /^Render/ })).not.toBeInTheDocument();
    expect(onRender).not.toHaveBeenCalled();
  });

  it("shows the way to the Pricing page when a render is refused for want of credits", () => {
    mockFetch(media);
    renderWithProviders(
      <StoryboardEditor
        initial={testBoard()}
        target={{ kind: "new", body: { story: "x", narrationMode: "voice" }, editor: "story-reel" }}
        stockAvailable={false}
        rendering={false}
        renderError={{
          message: "Not enough credits: a video costs 10 credits and you have 0.",
          stale: false,
        }}
        onRender={() => {}}
        onReload={() => {}}
      />,
      { auth: authState(testUser) },
    );
    expect(screen.getByRole("link", { name: "Get more credits on the Pricing page" })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });

  it("estimates a lengthened scene's time as its words change, and shifts the scenes after it", async () => {
    const { user } = renderEditor();
    const time = (n: number) =>
      within(screen.getByRole("button", { name: new RegExp(`^Scene ${n}:`) })).getByTestId("scene-time");
    expect(time(2)).toHaveTextContent("0:04.0–0:06.0");
    expect(time(2)).not.toHaveTextContent("estimate");
    await user.click(screen.getByRole("button", { name: /^Scene 2:/ }));
    await user.type(screen.getByLabelText("Words of scene 2"), " He walked all night.");
    // 91 characters in 8 s before: about 11.4 a second, so 41 characters last about 3.6 s.
    expect(time(2)).toHaveTextContent("0:04.0–0:07.6 (estimate)");
    expect(time(3)).toHaveTextContent("0:07.6–0:09.6 (estimate)");
    expect(time(1)).toHaveTextContent("0:00.0–0:04.0");
    expect(time(1)).not.toHaveTextContent("estimate");
  });

  it("offers a stock clip only where the server has stock footage, keeping the scene's plan", async () => {
    const without = renderEditor();
    expect(screen.getByRole("radio", { name: "Illustration" })).toBeChecked();
    expect(screen.queryByRole("radio", { name: "Stock clip" })).not.toBeInTheDocument();
    without.unmount();
    const onRender = vi.fn();
    const { user } = renderEditor(onRender, true);
    await user.click(screen.getByRole("radio", { name: "Stock clip" }));
    expect(screen.getByRole("button", { name: /^Scene 1:/ })).toHaveTextContent("Stock clip");
    await user.click(screen.getByRole("button", { name: "Render new version" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(await within(dialog).findByRole("button", { name: "Render for 10 credits" }));
    const picture = onRender.mock.calls[0]?.[0].scenes[0].picture;
    expect(picture).toEqual({ kind: "stock", plan: testBoard().scenes[0]?.picture.plan });
  });

  it("refuses to render a scene without words and says which", async () => {
    const { user, onRender } = renderEditor();
    await user.click(screen.getByRole("button", { name: "Add scene" }));
    await user.click(screen.getByRole("button", { name: "Render new version" }));
    expect(screen.getByText("Scene 2: Each scene needs its words.")).toBeInTheDocument();
    expect(onRender).not.toHaveBeenCalled();
  });
});

/** The editor of `initial` for `target`, and each scene's thumbnail in the list as it is now. */
function renderBoard(initial: Storyboard, target: RenderTarget) {
  const view = renderWithProviders(<StoryboardEditor {...idle} initial={initial} target={target} />, {
    auth: authState(testUser),
  });
  const thumb = (id: string) =>
    view.container.querySelector(`[data-scene-id="${id}"] img`)?.getAttribute("src");
  return { ...view, thumb };
}

// Typing and clicking through a whole board is slow on a busy machine.
describe("storyboard thumbnails", { timeout: 30_000 }, () => {
  it("draws a changed scene's thumbnail again before generating, and shows none that is stale meanwhile", async () => {
    const initial = testBoard();
    for (const s of initial.scenes) s.thumbnailUrl = `/storage/uploads/u/storyboards/${s.id}-old.jpg`;
    const spy = mockFetch({
      ...media,
      "POST /api/storyboards": {
        body: {
          storyboard: {
            ...initial,
            scenes: initial.scenes.map((s) => ({
              ...s,
              thumbnailUrl: `/storage/uploads/u/storyboards/${s.id}-new.jpg`,
            })),
          },
        },
      },
    });
    const { user, thumb } = renderBoard(initial, {
      kind: "new",
      body: { story: "x", narrationMode: "voice" },
      editor: "story-reel",
    });
    expect(thumb("s2")).toBe("/storage/uploads/u/storyboards/s2-old.jpg");
    spy.mockClear();
    await user.click(screen.getByRole("button", { name: /^Scene 2:/ }));
    await user.selectOptions(screen.getByLabelText("Time of day"), "night");
    expect(thumb("s2")).toBeUndefined();
    expect(thumb("s1")).toBe("/storage/uploads/u/storyboards/s1-old.jpg");
    await vi.waitFor(() => expect(thumb("s2")).toBe("/storage/uploads/u/storyboards/s2-new.jpg"), {
      timeout: 8000,
    });
    const post = spy.mock.calls.find(([, init]) => init?.method === "POST");
    const sent = JSON.parse(String(post?.[1]?.body)) as { story: string; storyboard: Storyboard };
    expect(sent.story).toBe("x");
    expect(sent.storyboard.scenes[1]?.picture.plan?.time).toBe("night");
  });
});

describe("storyboard thumbnails of a rendered project", { timeout: 30_000 }, () => {
  it("draws an edited scene's thumbnail again for the next version, before it renders", async () => {
    const initial = testBoard();
    for (const s of initial.scenes) s.thumbnailUrl = `/storage/renders/p1/v1/storyboard/${s.id}.jpg`;
    const spy = mockFetch({
      ...media,
      "POST /api/projects/p1/storyboard/thumbnails": {
        body: {
          storyboard: {
            ...initial,
            scenes: initial.scenes.map((s) => ({
              ...s,
              thumbnailUrl: `/storage/uploads/u/storyboards/${s.id}.jpg`,
            })),
          },
        },
      },
    });
    const { user, thumb } = renderBoard(initial, { kind: "version", projectId: "p1", editor: "story-reel" });
    await user.click(screen.getByRole("button", { name: /^Scene 3:/ }));
    await user.selectOptions(screen.getByLabelText("Place"), "street");
    expect(thumb("s3")).toBeUndefined();
    await vi.waitFor(() => expect(thumb("s3")).toBe("/storage/uploads/u/storyboards/s3.jpg"), {
      timeout: 8000,
    });
    expect(thumb("s1")).toBe("/storage/renders/p1/v1/storyboard/s1.jpg");
    const post = spy.mock.calls.find(([, init]) => init?.method === "POST");
    const sent = JSON.parse(String(post?.[1]?.body)) as { storyboard: Storyboard };
    expect(sent.storyboard.scenes[2]?.picture.plan?.setting.place).toBe("street");
  });
});

// Typing and clicking through a whole board is slow on a busy machine.
describe("storyboard page", { timeout: 30_000 }, () => {
  it("shows the server's words when the project moved on, and offers to reload the newest storyboard", async () => {
    const stale =
      "This storyboard is based on version 1, but the project is at version 2 now. Open the newest storyboard and make your change again.";
    const fetchSpy = mockFetch({
      ...media,
      "/api/projects/p1/storyboard": { body: { storyboard: testBoard() } },
      "POST /api/projects/p1/versions": {
        status: 409,
        body: { error: { code: "CONFLICT", message: stale } },
      },
      "/api/batches": { body: { batches: [], credits_per_video: 10 } },
    });
    const { user } = renderRoutes([{ path: "/storyboard", element: <StoryboardPage /> }], {
      path: "/storyboard?project=p1&editor=story-reel",
      auth: authState(testUser),
    });
    await user.click(await screen.findByRole("button", { name: "Render new version" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(await within(dialog).findByRole("button", { name: "Render for 10 credits" }));
    expect(await screen.findByText(stale)).toBeInTheDocument();
    const reads = () =>
      fetchSpy.mock.calls.filter(([u]) => String(u).endsWith("/api/projects/p1/storyboard")).length;
    expect(reads()).toBe(1);
    await user.click(screen.getByRole("button", { name: "Reload the newest storyboard" }));
    expect(await screen.findByRole("button", { name: "Render new version" })).toBeInTheDocument();
    expect(reads()).toBe(2);
  });
});
