import { zodResolver } from "@hookform/resolvers/zod";
import { type SignUpInput, signUpSchema } from "@reelsmith/contract/auth";
import type { Resolver } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { AuthForm, NewPasswordField } from "@/features/auth/components/auth-form";
import { useAuthForm } from "@/features/auth/hooks/use-auth-form";
import { rememberPendingEmail } from "@/features/auth/lib/pending-email";
import { appUrl, authClient } from "@/lib/auth-client";

interface SignUpFormValues extends Omit<SignUpInput, "acceptTerms"> {
  acceptTerms: boolean;
}

export function SignUpForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, errors, isSubmitting, serverError, send } = useAuthForm(
    // The checkbox starts unchecked (false); the schema accepts only true.
    zodResolver(signUpSchema) as unknown as Resolver<SignUpFormValues, unknown, SignUpInput>,
    { email: "", username: "", fullName: "", password: "", acceptTerms: false },
  );

  const onSubmit = handleSubmit((values) =>
    send(
      () =>
        authClient.signUp.email({
          email: values.email,
          password: values.password,
          name: values.fullName,
          username: values.username,
          fullName: values.fullName,
          callbackURL: appUrl(`${paths.signIn}?verified=1`),
          // The server validates the spec's sign-up payload, terms included.
          ...({ acceptTerms: values.acceptTerms } as object),
        }),
      () => {
        rememberPendingEmail(values.email);
        navigate(paths.verifyEmail);
      },
    ),
  );

  return (
    <AuthForm onSubmit={onSubmit} serverError={serverError}>
      <FormField id="signup-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...fieldA11y("signup-email", errors.email?.message)}
          {...register("email")}
        />
      </FormField>
      <FormField id="signup-username" label="Username" error={errors.username?.message}>
        <Input
          autoComplete="username"
          placeholder="storyteller_42"
          {...fieldA11y("signup-username", errors.username?.message)}
          {...register("username")}
        />
      </FormField>
      <FormField id="signup-full-name" label="Full name" error={errors.fullName?.message}>
        <Input
          autoComplete="name"
          placeholder="Ada Lovelace"
          {...fieldA11y("signup-full-name", errors.fullName?.message)}
          {...register("fullName")}
        />
      </FormField>
      <NewPasswordField
        id="signup-password"
        label="Password"
        error={errors.password?.message}
        registration={register("password")}
      />
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <Checkbox
            className="mt-0.5"
            {...fieldA11y("signup-terms", errors.acceptTerms?.message)}
            {...register("acceptTerms")}
          />
          <label htmlFor="signup-terms" className="text-sm text-muted">
            I agree to the{" "}
            <Link to={paths.terms} className="text-violet-300 hover:underline">
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link to={paths.privacy} className="text-violet-300 hover:underline">
              Privacy Policy
            </Link>
          </label>
        </div>
        {errors.acceptTerms?.message ? (
          <p id="signup-terms-error" className="text-xs text-red-300">
            {errors.acceptTerms.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="mt-2 w-full" loading={isSubmitting}>
        Sign up
      </Button>
    </AuthForm>
  );
}
