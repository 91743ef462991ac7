import { z } from "zod";

import { authMessages } from "./auth-messages";

export { authMessages };

export const emailSchema = z.string().trim().email(authMessages.email);

export const passwordSchema = z
  .string()
  .min(8, authMessages.passwordLength)
  .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, authMessages.passwordComplexity);

// The spec states "fewer than 20" in the message and "20" as the maximum; 20 is allowed.
export const usernameSchema = z
  .string()
  .trim()
  .min(3, authMessages.usernameMin)
  .max(20, authMessages.usernameMax)
  .regex(/^[A-Za-z0-9_-]+$/, authMessages.usernameChars);

export const fullNameSchema = z
  .string()
  .trim()
  .min(2, authMessages.fullNameMin)
  .max(50, authMessages.fullNameMax);

export const signUpSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  fullName: fullNameSchema,
  password: passwordSchema,
  acceptTerms: z.literal(true, { error: authMessages.acceptTerms }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, authMessages.passwordRequired),
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const resetRequestSchema = z.object({ email: emailSchema });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const updatePasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsMismatch,
    path: ["confirmPassword"],
  });
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;
