import { z } from "zod";

/** Messages are the spec's (platform.md section 5); client and server show the same text. */
export const authMessages = {
  email: "Please enter a valid email address.",
  passwordLength: "Password must be at least 8 characters",
  passwordComplexity:
    "Password must contain at least one uppercase letter, one lowercase letter, and one number",
  usernameMin: "Username must be at least 3 characters",
  usernameMax: "Username must be less than 20 characters",
  usernameChars: "Username can only contain letters, numbers, underscores, and hyphens",
  usernameTaken: "This username is already taken. Please choose another.",
  fullNameMin: "Full name must be at least 2 characters",
  fullNameMax: "Full name must be less than 50 characters",
  acceptTerms: "You must accept the terms and conditions",
  passwordRequired: "Please enter your password",
  passwordsMismatch: "Passwords don't match",
  invalidCredentials: "Invalid email or password. Please try again.",
  emailNotVerified:
    "Please verify your email address before signing in. Check your inbox for a verification link.",
  signInFallback: "An error occurred while signing in.",
  genericFallback: "An error occurred.",
  network: "Unable to connect to the backend. Please check your internet connection and try again.",
  notAuthenticated: "User not authenticated",
} as const;

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
