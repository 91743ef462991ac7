import { expect, test } from "@playwright/test";
import { newAccount, signIn, signUpAndVerify, submitSignIn, submitSignUp } from "./accounts";

test("a new user signs up on 127.0.0.1 (not localhost), verifies their email, signs in, sees their profile menu and signs out", async ({
  page,
  baseURL,
}) => {
  const account = newAccount();
  // The server runs without PUBLIC_URL: every loopback name on its port must work, not only localhost.
  const loopback = `http://127.0.0.1:${new URL(baseURL ?? "").port}`;
  await signUpAndVerify(page, account, loopback);
  await expect(page.getByText("Your email address has been verified. You can now sign in.")).toBeVisible();

  await signIn(page, account.email);
  expect(new URL(page.url()).origin).toBe(loopback);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Current Plan")).toBeVisible();

  await page.getByRole("button", { name: "Profile menu" }).click();
  const menu = page.locator("#profile-menu");
  await expect(menu.getByText(account.email)).toBeVisible();
  await expect(menu.getByText(account.fullName)).toBeVisible();
  await menu.getByRole("button", { name: "Sign out" }).click();

  await expect(page.getByRole("button", { name: "Profile menu" })).toHaveCount(0);
  await page.goto(`${loopback}/dashboard`);
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("signing in before verifying the email is refused with the spec's message", async ({ page }) => {
  const account = newAccount();
  await submitSignUp(page, account);

  await page.getByRole("link", { name: "Back to sign in" }).click();
  await submitSignIn(page, account.email);
  await expect(page.getByRole("alert")).toHaveText(
    "Please verify your email address before signing in. Check your inbox for a verification link.",
  );
});

test("a guest opening /projects lands on the sign-in page", async ({ page }) => {
  await page.goto("/projects");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
});

test("on a 375px-wide screen the signed-in sidebar is an overlay that closes on Escape", async ({ page }) => {
  const account = newAccount();
  await signUpAndVerify(page, account);
  await signIn(page, account.email);

  await page.setViewportSize({ width: 375, height: 812 });
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar).toHaveCount(0);

  await page.getByRole("button", { name: "Open sidebar" }).click();
  await expect(page.getByRole("dialog", { name: "Sidebar" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "AI Avatars" })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(sidebar).toHaveCount(0);

  await page.getByRole("button", { name: "Open sidebar" }).click();
  await sidebar.getByRole("link", { name: "Showcase" }).click();
  await expect(page).toHaveURL(/\/showcase$/);
  await expect(sidebar).toHaveCount(0);
});
