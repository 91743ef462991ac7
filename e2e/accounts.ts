import { expect, type Page } from "@playwright/test";
import { linkFromMailbox } from "./mailbox";

/** Every e2e account's password (meets the sign-up rules: 8+ characters, a capital, a digit). */
export const password = "Secret123";

/**
 * A fresh account: each test signs up its own user, so no test sees another's projects, avatars or
 * credits. `tag` starts the email and the username, so a failing run's mailbox says which spec made it.
 */
export function newAccount(tag = "e2e", fullName = "Ada Playwright") {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { email: `${tag}${id}@example.com`, username: `${tag}_${id.slice(-10)}`, fullName };
}

export type Account = ReturnType<typeof newAccount>;

/** Fills and sends the sign-up form; `origin` is where the browser opens the app (the base URL by default). */
export async function submitSignUp(page: Page, account: Account, origin = "") {
  await page.goto(`${origin}/auth/signup`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Full name").fill(account.fullName);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/auth\/verify-email$/);
}

/** Signs up and follows the mailed verification link to the sign-in page. */
export async function signUpAndVerify(page: Page, account: Account, origin = "") {
  await submitSignUp(page, account, origin);
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  const link = await linkFromMailbox(page, account.email, "verify-email");
  // The mailed link leads back to the address the user signed up on.
  if (origin) expect(new URL(link).origin).toBe(origin);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/login\?verified=1/);
}

/** Fills and sends the sign-in form (the caller checks the outcome). */
export async function submitSignIn(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs in from the sign-in page and lands on the dashboard. */
export async function signIn(page: Page, email: string) {
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * A new, verified user signed in, in the page's own browser context: the start of every signed-in
 * journey. The sign-up, the mailed link and the sign-in are the same requests the forms send (the forms
 * themselves are walked in auth.spec.ts), so each test still has an account of its own without loading
 * the sign-up, sign-in and dashboard pages first. The page is left where it was (blank at a test's start):
 * the journey opens the page it starts on.
 */
export async function signUpVerifyAndSignIn(page: Page, tag?: string, fullName?: string): Promise<Account> {
  const account = newAccount(tag, fullName);
  const signedUp = await page.request.post("/api/auth/sign-up/email", {
    data: {
      email: account.email,
      password,
      name: account.fullName,
      username: account.username,
      fullName: account.fullName,
      callbackURL: "/auth/login?verified=1",
      acceptTerms: true,
    },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);

  const link = await linkFromMailbox(page, account.email, "verify-email");
  const verified = await page.request.get(link, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  expect(verified.headers().location).toMatch(/\/auth\/login\?verified=1$/);

  const signedIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password, rememberMe: false },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return account;
}
