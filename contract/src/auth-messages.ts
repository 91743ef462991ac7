/**
 * Messages are the spec's; client and server show the same text. Kept apart from
 * the schemas (auth.ts, which re-exports them) so code that needs only the text does not load zod.
 */
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
