import http from "node:http";
import type { AddressInfo } from "node:net";
import { publicMessages } from "@reelsmith/contract/public";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, faqFeedback, faqs, pricing, waitlistEntries } from "../db/schema";
import { seedPublicData } from "../seed/public-data";
import { createClient, readJson } from "../test/http-client";
import { createTestContext, type TestContext } from "../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_RATE_LIMIT_MAX: "1000", SALES_EMAIL: "sales@reelsmith.test" });
  await seedPublicData(ctx.deps.database.db);
});
afterAll(() => ctx.close());

const errorOf = async (res: Response) => (await readJson(res)).error.message as string;

describe("pricing", () => {
  it("lists the plans by price_usd, with PRO and a contact-us Enterprise", async () => {
    const plans = await readJson(await createClient(ctx).get("/api/pricing"));
    expect(plans.map((p: { tier: string }) => p.tier)).toEqual(["FREE_TRIAL", "PRO", "ENTERPRISE"]);
    const prices = plans.map((p: { price_usd: number }) => p.price_usd);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(plans[1]).toMatchObject({ price_usd: 29, price_eur: 27, price_inr: 2399, is_contact_us: false });
    expect(plans[2].is_contact_us).toBe(true);
    expect(plans[1].features.length).toBeGreaterThan(3);
  });

  it("seeds idempotently", async () => {
    const { db } = ctx.deps.database;
    await seedPublicData(db);
    expect(await db.select().from(pricing)).toHaveLength(3);
  });
});

describe("FAQs", () => {
  it("lists categories by name and FAQs by category", async () => {
    const body = await readJson(await createClient(ctx).get("/api/faqs"));
    const names = body.categories.map((c: { name: string }) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(names).toEqual([...names].sort());
    expect(body.faqs.length).toBeGreaterThanOrEqual(20);
    const categoryIds = body.faqs.map((f: { category_id: number }) => f.category_id);
    expect(categoryIds).toEqual([...categoryIds].sort((a, b) => a - b));
    expect(body.faqs.some((f: { answer: string }) => f.answer.includes("Kannada"))).toBe(true);
  });

  it("stores helpful and not-helpful feedback, and refuses an unknown question", async () => {
    const { db } = ctx.deps.database;
    const [faq] = await db.select().from(faqs).limit(1);
    const client = createClient(ctx);
    expect((await client.post(`/api/faqs/${faq?.id}/feedback`, { is_helpful: true })).status).toBe(201);
    expect((await client.post(`/api/faqs/${faq?.id}/feedback`, { is_helpful: false })).status).toBe(201);
    const stored = await db
      .select()
      .from(faqFeedback)
      .where(eq(faqFeedback.faq_id, faq?.id ?? 0));
    expect(stored.map((f) => f.is_helpful).sort()).toEqual([false, true]);
    expect((await client.post("/api/faqs/999999/feedback", { is_helpful: true })).status).toBe(404);
    expect((await client.post("/api/faqs/abc/feedback", { is_helpful: true })).status).toBe(404);
    expect((await client.post(`/api/faqs/${faq?.id}/feedback`, { is_helpful: "yes" })).status).toBe(400);
  });
});

/** A valid body of each of the two public forms. */
const entry = {
  name: "Asha Rao",
  email: "Asha.Rao@Example.com",
  product_link: "https://shop.example.com/p/1",
  use_case: "seller",
};
const message = {
  name: "Ravi Kumar",
  email: "ravi@brand.example",
  company: "Brand Co",
  message: "We need 200 product videos a month.\nCan we talk?",
};

describe("the waitlist", () => {
  it("stores the entry and sends the confirmation mail", async () => {
    const res = await createClient(ctx).post("/api/functions/waitlist-confirmation", entry);
    expect(res.status).toBe(201);
    expect(await readJson(res)).toEqual({ already: false, message: "You're on the list!" });
    const mail = await ctx.smtp.waitFor("asha.rao@example.com", /waitlist/);
    expect(mail.html).toContain("Asha Rao");
    expect(mail.text).toContain("Thank you for joining the Reelsmith early access waitlist");
    expect(mail.text).toContain("https://shop.example.com/p/1");
    const [row] = await ctx.deps.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, "asha.rao@example.com"));
    expect(row).toMatchObject({ name: "Asha Rao", use_case: "seller", product_link: entry.product_link });
  });

  it("answers a repeat kindly, in any letter case, without a second mail", async () => {
    const before = ctx.smtp.mails.length;
    const res = await createClient(ctx).post("/api/functions/waitlist-confirmation", {
      ...entry,
      email: "ASHA.RAO@example.com",
    });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({
      already: true,
      message: "You're already on the list — we'll be in touch soon!",
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(ctx.smtp.mails.length).toBe(before);
    expect(await ctx.deps.database.db.select().from(waitlistEntries)).toHaveLength(1);
  });

  it("accepts a null product link", async () => {
    const res = await createClient(ctx).post("/api/functions/waitlist-confirmation", {
      name: "Lee",
      email: "lee@example.com",
      product_link: null,
      use_case: "creator",
    });
    expect(res.status).toBe(201);
  });
});

describe("contact sales", () => {
  it("stores the message and mails it to the sales address, replying to the sender", async () => {
    const res = await createClient(ctx).post("/api/functions/contact", message);
    expect(res.status).toBe(201);
    const mail = await ctx.smtp.waitFor("sales@reelsmith.test", /Sales enquiry from Ravi Kumar/);
    expect(mail.replyTo).toEqual(["ravi@brand.example"]);
    expect(mail.text).toContain("We need 200 product videos a month.");
    expect(mail.text).toContain("ravi@brand.example");
    expect(mail.html).toContain("Brand Co");
    const rows = await ctx.deps.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ company: "Brand Co", email: "ravi@brand.example" });
  });
});

it.each([
  {
    form: "the waitlist",
    path: "/api/functions/waitlist-confirmation",
    valid: entry,
    bad: [
      [{ name: "  " }, publicMessages.nameRequired],
      [{ email: "not-an-email" }, "Please enter a valid email address."],
      [{ product_link: "shop dot com" }, publicMessages.productLink],
      [{ use_case: "spy" }, publicMessages.useCase],
      [{ use_case: undefined }, publicMessages.useCase],
    ] as [object, string][],
  },
  {
    form: "contact sales",
    path: "/api/functions/contact",
    valid: message,
    bad: [
      [{ name: "R" }, "Name must be at least 2 characters"],
      [{ email: "ravi" }, "Please enter a valid email address"],
      [{ company: "B" }, "Company name must be at least 2 characters"],
      [{ message: "Hi there" }, "Message must be at least 10 characters"],
    ] as [object, string][],
  },
])("refuses each bad field of $form with a 400 giving its rule's message", async ({ path, valid, bad }) => {
  const client = createClient(ctx);
  for (const [change, expected] of bad) {
    const res = await client.post(path, { ...valid, ...change });
    expect(res.status, JSON.stringify(change)).toBe(400);
    expect(await errorOf(res)).toBe(expected);
  }
});

describe("geolocation", () => {
  it("answers null when no lookup is configured", async () => {
    expect(await readJson(await createClient(ctx).get("/api/geo"))).toEqual({ country_code: null });
  });
});

describe("with a lookup service and a low rate limit", () => {
  let other: TestContext;
  let lookup: http.Server;
  const asked: string[] = [];
  beforeAll(async () => {
    lookup = http.createServer((req, res) => {
      asked.push(req.url ?? "");
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ ip: "x", country_code: "in" }));
    });
    await new Promise<void>((r) => lookup.listen(0, "127.0.0.1", r));
    const { port } = lookup.address() as AddressInfo;
    other = await createTestContext({
      PUBLIC_RATE_LIMIT_MAX: "2",
      GEOLOCATION_URL: `http://127.0.0.1:${port}/{ip}/json/`,
    });
  });
  afterAll(async () => {
    await other.close();
    await new Promise<void>((r) => lookup.close(() => r()));
  });

  it("asks the lookup for the client address and answers its country", async () => {
    expect(await readJson(await createClient(other).get("/api/geo"))).toEqual({ country_code: "IN" });
    expect(asked[0]).toBe("/127.0.0.1/json/");
  });

  it("limits the public forms per address with 429", async () => {
    const client = createClient(other);
    const bad = { name: "R", email: "x", company: "y", message: "z" };
    expect((await client.post("/api/functions/contact", bad)).status).toBe(400);
    expect((await client.post("/api/functions/contact", bad)).status).toBe(400);
    const limited = await client.post("/api/functions/contact", bad);
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toBe(publicMessages.tooManyRequests);
    // Each form counts on its own.
    const waitlist = await client.post("/api/functions/waitlist-confirmation", {});
    expect(waitlist.status).toBe(400);
  });
});
