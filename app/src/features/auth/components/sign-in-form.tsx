import { zodResolver } from "@hookform/resolvers/zod";
import { signInSchema } from "@reelsmith/contract/auth";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { paths } from "@/config/paths";
import { GoogleButton } from "@/features/auth/components/google-button";
import { useAuthForm } from "@/features/auth/hooks/use-auth-form";
import { signInErrorMessage } from "@/features/auth/lib/auth-errors";
import { useAuth } from "@/lib/auth";
import { authClient } from "@/lib/auth-client";

export function SignInForm({ notice }: { notice?: { variant: "success" | "error"; text: string } }) {
  const navigate = useNavigate();
  const { refresh, user } = useAuth();
  const { register, handleSubmit, errors, isSubmitting, serverError, setServerError, send } = useAuthForm(
    zodResolver(signInSchema),
    { email: "", password: "", rememberMe: false },
    signInErrorMessage,
  );
  const [signedIn, setSignedIn] = useState(false);
  // Leave only once the shared sign-in state has the user: navigating as soon as the refresh promise
  // settles could reach the guarded dashboard before the new session is in the state, and bounce back.
  useEffect(() => {
    if (signedIn && user) navigate(paths.dashboard, { replace: true });
  }, [signedIn, user, navigate]);

  const onSubmit = handleSubmit((values) =>
    send(
      () =>
        authClient.signIn.email({
          email: values.email,
          password: values.password,
          rememberMe: values.rememberMe ?? false,
        }),
      async () => {
        setSignedIn(true);
        await refresh();
      },
    ),
  );

  return (
    <div className="flex flex-col gap-5">
      {serverError ? (
        <Alert variant="error">{serverError}</Alert>
      ) : notice ? (
        <Alert variant={notice.variant}>{notice.text}</Alert>
      ) : null}
      <GoogleButton onError={setServerError} />
      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-border" />
        Or continue with email
        <span className="h-px flex-1 bg-border" />
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField id="signin-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...fieldA11y("signin-email", errors.email?.message)}
            {...register("email")}
          />
        </FormField>
        <FormField id="signin-password" label="Password" error={errors.password?.message}>
          <PasswordInput
            autoComplete="current-password"
            {...fieldA11y("signin-password", errors.password?.message)}
            {...register("password")}
          />
        </FormField>
        <div className="flex items-center justify-between gap-3">
          <label htmlFor="signin-remember" className="flex items-center gap-2 text-sm text-muted">
            <Checkbox id="signin-remember" {...register("rememberMe")} />
            Remember me
          </label>
          <Link to={paths.resetPassword} className="text-sm text-violet-300 hover:underline">
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" className="mt-2 w-full" loading={isSubmitting}>
          Sign in
        </Button>
      </form>
    </div>
  );
}
