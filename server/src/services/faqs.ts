import { type FaqList, publicMessages } from "@reelsmith/contract/public";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { faqCategories, faqFeedback, faqs } from "../db/schema";
import { notFound } from "../lib/app-error";

/** Spec: categories ordered by name, FAQs ordered by category_id (then by id, so the order is stable). */
export async function listFaqs(db: Db): Promise<FaqList> {
  const [categories, items] = await Promise.all([
    db.select().from(faqCategories).orderBy(asc(faqCategories.name)),
    db
      .select({ id: faqs.id, category_id: faqs.category_id, question: faqs.question, answer: faqs.answer })
      .from(faqs)
      .orderBy(asc(faqs.category_id), asc(faqs.id)),
  ]);
  return { categories, faqs: items };
}

export async function addFaqFeedback(db: Db, faqId: number, isHelpful: boolean): Promise<void> {
  const [faq] = await db.select({ id: faqs.id }).from(faqs).where(eq(faqs.id, faqId));
  if (!faq) throw notFound(publicMessages.faqNotFound);
  await db.insert(faqFeedback).values({ faq_id: faqId, is_helpful: isHelpful });
}
