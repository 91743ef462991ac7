import { api } from "@/lib/api-client";

/** POST /api/faqs/:id/feedback: one faq_feedback row per answer. */
export async function sendFaqFeedback(faqId: number, isHelpful: boolean): Promise<void> {
  await api.post<unknown>(`/api/faqs/${faqId}/feedback`, { is_helpful: isHelpful });
}
