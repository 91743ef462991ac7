import { contactSchema, faqFeedbackSchema, publicMessages, waitlistSchema } from "@reelsmith/contract/public";
import { clientIp } from "../http/client-ip";
import { createRouter } from "../http/create-router";
import { rateLimit } from "../http/rate-limit";
import { jsonBody } from "../http/validate";
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

/** The public area: no session needed. */
export const publicRoutes = createRouter()
  .get("/pricing", async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return c.json(await listPricing(c.var.deps.database.db));
  })
  .get("/faqs", async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return c.json(await listFaqs(c.var.deps.database.db));
  })
  .post("/faqs/:id/feedback", feedbackLimit, async (c) => {
    const id = Number(c.req.param("id"));
    if (!Number.isSafeInteger(id) || id < 1) throw notFound(publicMessages.faqNotFound);
    const { is_helpful } = await jsonBody(c, faqFeedbackSchema);
    await addFaqFeedback(c.var.deps.database.db, id, is_helpful);
    return c.json({ ok: true }, 201);
  })
  .post("/functions/waitlist-confirmation", formLimit("waitlist"), async (c) => {
    const entry = await jsonBody(c, waitlistSchema);
    const result = await joinWaitlist(c.var.deps, entry);
    return c.json(result, result.already ? 200 : 201);
  })
  .post("/functions/contact", formLimit("contact"), async (c) => {
    const message = await jsonBody(c, contactSchema);
    await sendContactMessage(c.var.deps, message);
    return c.json({ ok: true, message: publicMessages.contactSuccess }, 201);
  })
  .get("/geo", async (c) => {
    const { config, logger } = c.var.deps;
    c.header("Cache-Control", "private, max-age=3600");
    return c.json(await lookupCountry(config.GEOLOCATION_URL, clientIp(c), logger));
  });
