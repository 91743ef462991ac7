import { expect, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";

const sectionHeader = (page: Page, title: string) =>
  page.getByRole("button", { name: new RegExp(`^${title}`) });

/**
 * Brand templates in real Chromium against the real server: a template made in the template editor,
 * made the default, and a new Story Reel that starts with each of its choices picked.
 */
test("a default template's choices are picked when a new video starts", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerifyAndSignIn(page, "templates", "Tess Template");
  await page.goto("/templates");
  await expect(page.getByRole("heading", { name: "Brand templates" })).toBeVisible();
  await expect(page.getByText("No templates yet.", { exact: false })).toBeVisible();

  await page.getByRole("button", { name: "New template" }).first().click();
  const form = page.getByRole("form", { name: "New template" });
  // A name is asked for, by its field's name.
  await form.getByRole("button", { name: "Create template" }).click();
  await expect(form.getByText("Template name: a template needs a name.")).toBeVisible();
  await form.getByLabel("Template name").fill("Brand reels");
  await form.getByRole("combobox", { name: "Video size" }).selectOption("1:1");
  const style = form.getByRole("list", { name: "Visual styles" }).getByRole("button").first();
  const styleName = (await style.textContent())?.trim() ?? "";
  await style.click();
  await form
    .getByRole("list", { name: "Caption styles" })
    .getByRole("button", { name: /^Cinematic/ })
    .click();
  await form.getByLabel("Caption colour", { exact: true }).fill("#ff00ff");
  await form.getByLabel("Upper case").check();
  // The live preview draws the captions in the chosen colour, upper case, in each script.
  const caption = form.getByTestId("caption-text");
  await expect(caption).toHaveCSS("text-transform", "uppercase");
  await expect(caption).toHaveCSS("color", "rgb(255, 0, 255)");
  await form.getByRole("tab", { name: "Tamil" }).click();
  await expect(caption).toHaveCSS("font-family", /Noto Sans Tamil/);
  await form.getByRole("button", { name: "Create template" }).click();
  await expect(page.getByText("Template saved: Brand reels.")).toBeVisible();

  const list = page.getByRole("list", { name: "Your templates" });
  await expect(list).toContainText("Brand reels");
  await list.getByRole("button", { name: "Make Brand reels the default" }).click();
  await expect(list.getByText("Default")).toBeVisible();

  await page.goto("/story-reel");
  const picker = page.getByRole("combobox", { name: /Template/ });
  await expect(picker).toHaveValue(/.+/);
  await expect(picker.locator("option:checked")).toHaveText("Brand reels (default)");
  await expect(sectionHeader(page, "Visual Style")).toContainText(styleName);
  await expect(sectionHeader(page, "Captions")).toContainText("Cinematic");
  await expect(page.getByRole("radio", { name: "1:1" })).toBeChecked();
});
