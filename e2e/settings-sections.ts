import { expect, type Page } from "@playwright/test";

/** A settings section's header in an editor: the button whose name starts with the section's title. */
export const sectionHeader = (page: Page, title: string) =>
  page.getByRole("button", { name: new RegExp(`^${title}`) });

/** Opens a settings section (one is open at a time) unless it is open already; answers its header. */
export async function openSection(page: Page, title: string) {
  const header = sectionHeader(page, title);
  if ((await header.getAttribute("aria-expanded")) !== "true") await header.click();
  await expect(header).toHaveAttribute("aria-expanded", "true");
  return header;
}
