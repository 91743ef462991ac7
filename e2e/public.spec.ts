import { expect, test } from "@playwright/test";

test("a visitor joins the waitlist on /beta", async ({ page }) => {
  await page.goto("/beta");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Get Early Access" }).click();
  const form = page.getByRole("form", { name: "Join the waitlist" });
  await form.getByLabel("Name").fill("Ada Visitor");
  await form.getByLabel("Email").fill(`waitlist${Date.now()}@example.com`);
  await form.getByLabel("Product link (optional)").fill("https://shop.example.com/p/1");
  await form.getByLabel("Use case").selectOption("seller");
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(form.getByRole("button", { name: "You're on the list!" })).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(form.getByLabel("Use case")).toHaveValue("creator");
});

test("a visitor switches currency and sends a contact-sales message on /pricing", async ({ page }) => {
  await page.goto("/pricing");
  const pro = page.getByRole("listitem", { name: "Pro" });
  await expect(pro.getByText("Most Popular")).toBeVisible();
  await expect(pro.getByText("Billed monthly")).toBeVisible();
  // Offline geolocation, en-US and UTC: the guess is USD.
  await expect(page.getByRole("radio", { name: /USD/ })).toBeChecked();
  await expect(pro.getByText(/^\$\d/)).toBeVisible();

  await page.getByText("INR", { exact: true }).click();
  await expect(page.getByRole("radio", { name: /INR/ })).toBeChecked();
  await expect(pro.getByText(/^₹[\d,]+$/)).toBeVisible();
  await page.getByText("EUR", { exact: true }).click();
  await expect(pro.getByText(/^€\d/)).toBeVisible();

  await page.getByRole("button", { name: "Contact Sales" }).click();
  await expect(page.getByLabel("Name")).toBeFocused();
  await page.getByLabel("Name").fill("Grace Buyer");
  await page.getByLabel("Work email").fill("grace@example.com");
  await page.getByLabel("Company").fill("Example Corp");
  await page.getByLabel("Message").fill("We would like 200 videos a month for our brands.");
  // Accept the alert inside the handler: a dialog left open blocks the page, and one whose listener is
  // gone is dismissed by Playwright, so accepting it later can hang.
  const alertMessage = new Promise<string>((resolve) => {
    page.once("dialog", (d) => {
      resolve(d.message());
      void d.accept();
    });
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  expect(await alertMessage).toBe("Thank you for your interest! We will contact you shortly.");
  await expect(page.getByLabel("Name")).toHaveValue("");
});

test("a visitor searches the FAQs to the empty state and clears it", async ({ page }) => {
  await page.goto("/faqs");
  const search = page.getByRole("searchbox", { name: "Search FAQs" });
  const firstQuestion = page.locator("main h3 button").first();
  await expect(firstQuestion).toBeVisible();
  await firstQuestion.click();
  await expect(firstQuestion).toHaveAttribute("aria-expanded", "true");

  await search.fill("zzzz no such question");
  await expect(page.getByText("No FAQs found matching your search")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(search).toHaveValue("");
  await expect(firstQuestion).toBeVisible();
});
