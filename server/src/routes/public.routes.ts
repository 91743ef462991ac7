import { contactSchema, faqFeedbackSchema, publicMessages, waitlistSchema } from "@reelsmith/contract/public";
import type { MiddlewareHandler } from "hono";
import { clientIp } from "../http/client-ip";
import { createRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import { rateLimit } from "../http/rate-limit";
import { notFound } from "../lib/app-error";
import { sendContactMessage } from "../services/contact";
import { addFaqFeedback, listFaqs } from "../services/faqs";
import { lookupCountry } from "../services/geolocation";
import { listPricing } from "../services/pricing";
import { joinWaitlist } from "../services/waitlist";

const MINUTE = 60_000;
const formLimit = (name: string) =>
  rateLimit({ name, max: (config) => config.PUBLIC_RATE_LIMIT_MAX, windowMs: MINUTE });
// Feedback is one click per question: a visitor reading every FAQ may give a few dozen in a minute.
const feedbackLimit = rateLimit({
  name: "faq-feedback",
  max: (config) => config.PUBLIC_RATE_LIMIT_MAX * 6,
  windowMs: MINUTE,
});

const marketing = "the marketing pages";

/** A FAQ's id is a positive whole number; anything else names no question. */
const faqId: MiddlewareHandler = async (c, next) => {
  const id = Number(c.req.param("id"));
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(publicMessages.faqNotFound);
  await next();
};

/** The public area: no session needed. None of it is part of the automation API. */
export const publicRoutes = documentedRouter(createRouter(), { base: "/api" })
  .get("/pricing", { undocumented: marketing }, async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return c.json(await listPricing(c.var.deps.database.db));
  })
  .get("/faqs", { undocumented: marketing }, async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return c.json(await listFaqs(c.var.deps.database.db));
  })
  .post(
    "/faqs/:id/feedback",
    { undocumented: marketing, body: faqFeedbackSchema },
    feedbackLimit,
    faqId,
    async (c) => {
      const { is_helpful } = c.req.valid("json");
      await addFaqFeedback(c.var.deps.database.db, Number(c.req.param("id")), is_helpful);
      return c.json({ ok: true }, 201);
    },
  )
  .post(
    "/functions/waitlist-confirmation",
    { undocumented: marketing, body: waitlistSchema },
    formLimit("waitlist"),
    async (c) => {
      const result = await joinWaitlist(c.var.deps, c.req.valid("json"));
      return c.json(result, result.already ? 200 : 201);
    },
  )
  .post(
    "/functions/contact",
    { undocumented: marketing, body: contactSchema },
    formLimit("contact"),
    async (c) => {
      await sendContactMessage(c.var.deps, c.req.valid("json"));
      return c.json({ ok: true, message: publicMessages.contactSuccess }, 201);
    },
  )
  .get("/geo", { undocumented: "the pricing page's currency guess" }, async (c) => {
    const { config, logger } = c.var.deps;
    c.header("Cache-Control", "private, max-age=3600");
    return c.json(await lookupCountry(config.GEOLOCATION_URL, clientIp(c), logger));
  });
