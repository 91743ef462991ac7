import { z } from "zod";
import { fullNameSchema, usernameSchema } from "./auth";

export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  full_name: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z.strictObject({
  username: usernameSchema,
  full_name: fullNameSchema,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const subscriptionSchema = z.object({
  subscription_plan: z.string(),
  available_credits: z.number(),
  subscription_start_date: z.string().nullable(),
  subscription_end_date: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
