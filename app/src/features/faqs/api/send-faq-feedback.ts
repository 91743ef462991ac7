import { api } from "@/lib/api-client";

/** POST /api/faqs/:id/feedback (the faq_feedback insert of spec section 7). */
export async function sendFaqFeedback(faqId: number, isHelpful: boolean): Promise<void> {
  await api.post<unknown>(`/api/faqs/${faqId}/feedback`, { is_helpful: isHelpful });
}
