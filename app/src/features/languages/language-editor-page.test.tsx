import type { Storyboard } from "@reelsmith/contract/storyboard";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageEditorPage } from "@/features/languages/language-editor-page";
import { authState, renderRoutes, testUser } from "@/test/render";

const plan = {
  characters: [],
  objects: [{ icon: "sailboat", word: "boat" }],
  setting: { place: "harbour", indoor: false },
  time: "day",
  weather: "clear",
  mood: "calm",
} as const;

/** An illustrated scene of the boat plan, from `start` to `end` seconds. */
const scene = (n: number, text: string, start: number, end: number) => ({
  id: `scene-${n}`,
  text,
  start,
  end,
  thumbnailUrl: null,
  picture: { kind: "illustration", plan },
});

const board = {
  baseVersion: 1,
  language: "en",
  scenes: [scene(1, "A small boat leaves the harbour.", 0, 2.5), scene(2, "It comes home at dusk.", 2.5, 5)],
} as unknown as Storyboard;

const voices = [
  { id: "hi-in-pooja", voice_name: "Pooja", voice_sample: "/s.mp3", tags: ["language:hi", "gender:female"] },
  { id: "hi-in-arjun", voice_name: "Arjun", voice_sample: "/s.mp3", tags: ["language:hi", "gender:male"] },
  { id: "en-gb-emma", voice_name: "Emma", voice_sample: "/s.mp3", tags: ["language:en", "gender:female"] },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const noModel = () =>
  json(
    {
      error: {
        code: "VALIDATION_ERROR",
        message:
          'texts: no writer model is configured to translate, so give each scene\'s words in the new language ({ "<scene id>": "words" }).',
      },
    },
    400,
  );

/** Answers the editor's reads (a draft as `draft` does: by default, no model); records each POST's body. */
function server(post: (body: unknown) => Response, draft: (url: URL) => Response = noModel) {
  const posts: { path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://x",
    );
    const method = init?.method ?? "GET";
    if (method === "GET" && url.pathname === "/api/projects/p1/storyboard")
      return json({ storyboard: board });
    if (method === "GET" && url.pathname === "/api/catalog/voices") return json({ voices });
    if (method === "GET" && url.pathname.startsWith("/api/tasks/"))
      return json({ id: "t-hi", task_status: 3, task_draft_id: "t-hi" });
    if (method === "POST" && url.pathname.endsWith("/languages/draft")) return draft(url);
    if (method === "POST") {
      const body = JSON.parse(String(init?.body ?? "null"));
      posts.push({ path: url.pathname, body });
      return post(body);
    }
    return json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
  });
  return posts;
}

const renderEditor = (to = "hi") =>
  renderRoutes(
    [
      { path: "/languages", element: <LanguageEditorPage /> },
      { path: "*", element: <p>Other</p> },
    ],
    {
      path: `/languages?project=p1&to=${to}`,
      auth: authState(testUser),
    },
  );

/** Writes into a field as a paste does (one input event), as a creator pasting a translation would. */
async function write(user: ReturnType<typeof renderEditor>["user"], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

afterEach(() => vi.restoreAllMocks());

describe("the side-by-side language editor", () => {
  it("shows each scene's words beside a field for its Hindi words and the Hindi voices", async () => {
    server(() => json({ task_id: "t-hi" }, 201));
    renderEditor();
    expect(await screen.findByRole("heading", { name: "Make it in Hindi", level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("A small boat leaves the harbour.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Scene 1 in Hindi" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Scene 2 in Hindi" })).toBeInTheDocument();
    const voice = screen.getByLabelText("Hindi voice");
    await screen.findByRole("option", { name: "Pooja (female)" });
    expect(
      within(voice)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Default Hindi voice", "Pooja (female)", "Arjun (male)"]);
  });

  it("sends nothing until every scene is written in Devanagari, naming each scene that is not", async () => {
    const posts = server(() => json({ task_id: "t-hi" }, 201));
    const { user } = renderEditor();
    const make = await screen.findByRole("button", { name: "Make the Hindi video" });
    await write(user, screen.getByRole("textbox", { name: "Scene 1 in Hindi" }), "A boat leaves.");
    await user.click(make);
    expect(
      screen.getByText("Scene 1 must be written in the Devanagari script, as Hindi is."),
    ).toBeInTheDocument();
    expect(screen.getByText("Write scene 2's words in Hindi.")).toBeInTheDocument();
    expect(screen.getByText("2 scenes need their words: see the notes under them.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Scene 1 in Hindi" })).toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
  });

  it("sends the Hindi words by scene id with the chosen voice, then follows the render", async () => {
    const posts = server(() => json({ task_id: "t-hi" }, 201));
    const { user } = renderEditor();
    await write(
      user,
      await screen.findByRole("textbox", { name: "Scene 1 in Hindi" }),
      "एक छोटी नाव बंदरगाह से निकलती है।",
    );
    await write(user, screen.getByRole("textbox", { name: "Scene 2 in Hindi" }), "शाम को वह घर लौट आती है।");
    await screen.findByRole("option", { name: "Arjun (male)" });
    await user.selectOptions(screen.getByLabelText("Hindi voice"), "hi-in-arjun");
    await user.click(screen.getByRole("button", { name: "Make the Hindi video" }));
    expect(await screen.findByRole("region", { name: "Rendering" })).toBeInTheDocument();
    expect(posts).toEqual([
      {
        path: "/api/projects/p1/languages",
        body: {
          language: "hi",
          texts: { "scene-1": "एक छोटी नाव बंदरगाह से निकलती है।", "scene-2": "शाम को वह घर लौट आती है।" },
          voice_id: "hi-in-arjun",
        },
      },
    ]);
    expect(await screen.findByRole("progressbar", { name: "Hindi version" })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    expect(screen.getByRole("link", { name: "Open the Hindi version" })).toHaveAttribute(
      "href",
      "/story-reel/preview?task=t-hi",
    );
  });

  it("asks for several languages in one batch and shows a refusal under the scene it names", async () => {
    const posts = server(() =>
      json(
        {
          error: {
            code: "VALIDATION_ERROR",
            message: "texts.fr.scene-2: This text looks like Spanish, but the language is French.",
          },
        },
        400,
      ),
    );
    const { user } = renderEditor("hi,fr");
    await write(
      user,
      await screen.findByRole("textbox", { name: "Scene 1 in Hindi" }),
      "एक छोटी नाव निकलती है।",
    );
    await write(user, screen.getByRole("textbox", { name: "Scene 2 in Hindi" }), "शाम को वह घर लौटती है।");
    await write(
      user,
      screen.getByRole("textbox", { name: "Scene 1 in French" }),
      "Un petit bateau quitte le port.",
    );
    await write(
      user,
      screen.getByRole("textbox", { name: "Scene 2 in French" }),
      "Vuelve a casa al anochecer.",
    );
    await user.click(screen.getByRole("button", { name: "Make 2 videos" }));
    const french = screen.getByRole("region", { name: "French" });
    expect(
      await within(french).findByText("This text looks like Spanish, but the language is French."),
    ).toBeInTheDocument();
    expect(posts[0]?.path).toBe("/api/projects/p1/languages/batch");
    expect(posts[0]?.body).toMatchObject({
      languages: ["hi", "fr"],
      texts: { fr: { "scene-1": "Un petit bateau quitte le port." } },
    });
    expect(screen.queryByRole("region", { name: "Rendering" })).toBeNull();
  });

  it("says when there is no model to draft the words, and prefills the model's draft when there is", async () => {
    server(() => json({ task_id: "t-hi" }, 201));
    const first = renderEditor();
    expect(
      await screen.findByText(
        "Write each scene's words in Hindi: this server has no writer model to draft them.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Scene 1 in Hindi" })).toHaveValue("");
    first.unmount();
    vi.restoreAllMocks();

    const posts = server(
      () => json({ task_id: "t-hi" }, 201),
      () =>
        json({
          language: "hi",
          texts: { "scene-1": "एक छोटी नाव निकलती है।", "scene-2": "शाम को वह लौटती है।" },
        }),
    );
    const { user } = renderEditor();
    const scene2 = await screen.findByRole("textbox", { name: "Scene 2 in Hindi" });
    expect(await screen.findByDisplayValue("एक छोटी नाव निकलती है।")).toBeInTheDocument();
    expect(screen.getByText(/^The writer model's draft: read each scene/)).toBeInTheDocument();
    await user.clear(scene2);
    await write(user, scene2, "शाम को नाव घर लौट आती है।");
    await user.click(screen.getByRole("button", { name: "Make the Hindi video" }));
    await screen.findByRole("region", { name: "Rendering" });
    expect(posts[0]?.body).toMatchObject({
      texts: { "scene-1": "एक छोटी नाव निकलती है।", "scene-2": "शाम को नाव घर लौट आती है।" },
    });
  });
});
