import { zodResolver } from "@hookform/resolvers/zod";
import { resetRequestSchema } from "@reelsmith/contract/auth";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "@/components/ui/button";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { AuthForm } from "@/features/auth/components/auth-form";
import { useAuthForm } from "@/features/auth/hooks/use-auth-form";
import { appUrl, authClient } from "@/lib/auth-client";

export function ResetRequestForm() {
  const { register, handleSubmit, errors, isSubmitting, serverError, send } = useAuthForm(
    zodResolver(resetRequestSchema),
    { email: "" },
  );
  const [sent, setSent] = useState(false);

  const onSubmit = handleSubmit(({ email }) =>
    send(
      () => authClient.requestPasswordReset({ email, redirectTo: appUrl(paths.updatePassword) }),
      () => setSent(true),
    ),
  );

  if (sent) {
    return (
      <div className="flex flex-col items-center gap-4 text-center" role="status">
        <span className="bg-accent-gradient flex h-12 w-12 items-center justify-center rounded-2xl text-white">
          <MailCheck className="h-6 w-6" aria-hidden />
        </span>
        <h2 className="text-xl font-semibold">Check your email</h2>
        <p className="text-sm text-muted">
          We've sent you a link to reset your password. Please check your email and follow the instructions.
        </p>
        <Link to={paths.signIn} className={buttonClass("secondary", "md", "w-full")}>
          Return to sign in
        </Link>
      </div>
    );
  }

  return (
    <AuthForm onSubmit={onSubmit} serverError={serverError}>
      <FormField id="reset-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...fieldA11y("reset-email", errors.email?.message)}
          {...register("email")}
        />
      </FormField>
      <Button type="submit" className="mt-2 w-full" loading={isSubmitting}>
        Send reset link
      </Button>
      <Link to={paths.signIn} className="text-center text-sm text-violet-300 hover:underline">
        Return to sign in
      </Link>
    </AuthForm>
  );
}
