import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { generatedVideo } from "./tasks";
import { expectItPlays } from "./video-playback";

const story =
  "A small boat leaves the harbour at dawn. The wind fills its white sail. The fisher sings to the gulls. " +
  "It comes home at dusk with a full net.";

/** French words for the scenes, in order (the storyboard has one scene per sentence or two). */
const french = [
  "Un petit bateau quitte le port à l'aube.",
  "Le vent gonfle sa voile blanche.",
  "Le pêcheur chante pour les mouettes.",
  "Il rentre au crépuscule avec un filet plein.",
  "La mer est calme ce soir.",
  "Les lumières du port brillent.",
];

/** Downloads the open dialog's video; answers the file and its streams as ffprobe reads them. */
async function downloadFromDialog(page: Page, name: string) {
  const dialog = page.getByRole("dialog", { name });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Download" }).click(),
  ]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "language-")), download.suggestedFilename());
  await download.saveAs(file);
  const probe = spawnSync("ffprobe", ["-v", "error", "-print_format", "json", "-show_streams", file], {
    encoding: "utf8",
  });
  const streams = (JSON.parse(probe.stdout) as { streams: { codec_type: string }[] }).streams;
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(file), streams };
}

test.describe("Language versions", () => {
  test.setTimeout(1_200_000);
  test.use({ actionTimeout: 60_000 });

  test("a creator makes a French version of an English video side by side, then plays and downloads both", async ({
    page,
  }) => {
    await signUpVerifyAndSignIn(page, "lv", "Lena Languages");
    const taskId = await generatedVideo(page, story, "360x640");

    // The finished preview offers the other languages.
    await page.goto(`/story-reel/preview?task=${taskId}`);
    const makeItIn = page.getByRole("region", { name: "Make it in…" });
    await expect(makeItIn.getByLabel("English")).toBeDisabled();
    await makeItIn.getByLabel("French").check();
    await makeItIn.getByRole("link", { name: "Make it in French" }).click();

    // The side-by-side editor: the English words beside an empty French field for each scene.
    await expect(page.getByRole("heading", { name: "Make it in French", level: 1 })).toBeVisible();
    const fields = page.getByRole("textbox", { name: /^Scene \d+ in French$/ });
    await expect(fields.first()).toBeVisible();
    const count = await fields.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(french.length);
    await expect(page.getByText("A small boat leaves the harbour", { exact: false })).toBeVisible();

    // Nothing written: every scene asks for its words, and nothing is sent.
    const make = page.getByRole("button", { name: "Make the French video" });
    await make.click();
    await expect(page.getByText("Write scene 1's words in French.")).toBeVisible();
    // English words in a French field are refused before anything is charged.
    await fields.first().fill("The boat leaves the harbour and the wind is with it at dawn.");
    await make.click();
    await expect(
      page.getByText("Scene 1: This text looks like English, but the language is French."),
    ).toBeVisible();

    for (let i = 0; i < count; i++) {
      await fields.nth(i).fill("");
      await fields.nth(i).pressSequentially(french[i] ?? "", { delay: 5 });
    }
    await expect(page.getByLabel("French voice")).toHaveValue("");
    await make.click();

    // Its render is followed on the page until the video is ready.
    const progress = page.getByRole("region", { name: "Rendering" });
    await expect(progress.getByText("French", { exact: true })).toBeVisible();
    await expect(progress.getByRole("status")).toHaveText("Ready", { timeout: 900_000 });

    // The library shows the project once, with a badge per language.
    await page.goto("/projects");
    const cards = page.getByTestId("project-card");
    await expect(cards).toHaveCount(1);
    const badges = cards.first().getByRole("list", { name: /^Languages of / });
    await expect(badges.getByTestId("language-badge")).toHaveText(["en", "fr"]);

    // Each language opens, plays and downloads on its own.
    await badges.getByRole("button", { name: /^English version of / }).click();
    const englishTitle = (await page.getByRole("dialog").getByRole("heading").first().textContent()) ?? "";
    expect(englishTitle).not.toContain("(French)");
    await expectItPlays(page.getByRole("dialog").getByTestId("project-video"));
    const english = await downloadFromDialog(page, englishTitle);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await badges.getByRole("button", { name: /^French version of / }).click();
    const frenchDialog = page.getByRole("dialog", { name: /\(French\)$/ });
    await expectItPlays(frenchDialog.getByTestId("project-video"));
    const frenchTitle = (await frenchDialog.getByRole("heading").first().textContent()) ?? "";
    const frenchFile = await downloadFromDialog(page, frenchTitle);

    expect(frenchFile.name).not.toBe(english.name);
    expect(frenchFile.bytes.equals(english.bytes)).toBe(false);
    for (const file of [english, frenchFile])
      expect(file.streams.map((s) => s.codec_type).sort()).toEqual(["audio", "video"]);
  });
});
