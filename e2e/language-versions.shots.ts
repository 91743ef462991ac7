import { expect, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { docsImages, shootFromTop, shotsDir } from "./shots";
import { generatedVideo } from "./tasks";

const outDir = shotsDir(docsImages("language-versions"));
const desktop = { width: 1366, height: 900 };
const phone = { width: 375, height: 812 };

const shoot = (page: Page, name: string, target?: () => Promise<void>) =>
  shootFromTop(page, outDir, { desktop, phone }, name, target);

const french = [
  "Un petit bateau quitte le port à l'aube.",
  "Le vent gonfle sa voile blanche.",
  "Il rentre au crépuscule avec un filet plein.",
  "La mer est calme ce soir.",
];
const hindi = [
  "एक छोटी नाव सुबह बंदरगाह से निकलती है।",
  "हवा उसकी सफ़ेद पाल भर देती है।",
  "शाम को वह भरे जाल के साथ घर लौटती है।",
  "आज शाम समुद्र शांत है।",
];

test.use({ viewport: desktop, actionTimeout: 60_000 });

test("language version screens", async ({ page }) => {
  test.setTimeout(1_200_000);
  await signUpVerifyAndSignIn(page, "lshots", "Lina Shots");
  const taskId = await generatedVideo(
    page,
    "A small boat leaves the harbour at dawn. The wind fills its white sail. It comes home at dusk with a full net.",
    "360x640",
  );

  await page.goto(`/story-reel/preview?task=${taskId}`);
  const makeItIn = page.getByRole("region", { name: "Make it in…" });
  await makeItIn.getByLabel("French").check();
  await makeItIn.getByLabel("Hindi").check();
  await shoot(page, "make-it-in", () => makeItIn.scrollIntoViewIfNeeded());
  await makeItIn.getByRole("link", { name: "Make it in 2 languages" }).click();

  const frenchFields = page.getByRole("textbox", { name: /^Scene \d+ in French$/ });
  const hindiFields = page.getByRole("textbox", { name: /^Scene \d+ in Hindi$/ });
  await expect(frenchFields.first()).toBeVisible();
  const count = await frenchFields.count();
  for (let i = 0; i < count; i++) await frenchFields.nth(i).fill(french[i] ?? "");
  // Hindi half written, its first scene in English: the notes under the fields.
  await hindiFields.first().fill("The boat leaves the harbour.");
  await page.getByRole("button", { name: "Make 2 videos" }).click();
  await expect(page.getByText(/scenes? needs? (its|their) words/)).toBeVisible();
  await shoot(page, "side-by-side-editor");
  await shoot(page, "side-by-side-errors", () =>
    page.getByRole("region", { name: "Hindi" }).scrollIntoViewIfNeeded(),
  );

  for (let i = 0; i < count; i++) await hindiFields.nth(i).fill(hindi[i] ?? "");
  await page.getByRole("button", { name: "Make 2 videos" }).click();
  const progress = page.getByRole("region", { name: "Rendering" });
  await expect(progress).toBeVisible();
  await shoot(page, "rendering");
  await expect(progress.getByRole("status")).toHaveText(["Ready", "Ready"], { timeout: 900_000 });

  await page.goto("/projects");
  await expect(page.getByTestId("language-badge")).toHaveCount(3);
  await page.waitForTimeout(1000);
  await shoot(page, "library-card");
  await page.getByRole("button", { name: "List view" }).click();
  await shoot(page, "library-list");
});
