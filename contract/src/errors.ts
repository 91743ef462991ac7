import { z } from "zod";

/** Every API error has this body: `{ error: { code, message } }`. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), requestId: z.string().optional() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
