import { zodResolver } from "@hookform/resolvers/zod";
import { type UpdatePasswordInput, updatePasswordSchema } from "@reelsmith/contract/auth";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { paths } from "@/config/paths";
import { authErrorMessage, thrownMessage } from "@/features/auth/lib/auth-errors";
import { authClient } from "@/lib/auth-client";

export function UpdatePasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UpdatePasswordInput>({
    resolver: zodResolver(updatePasswordSchema),
    mode: "onTouched",
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (error) {
        setServerError(authErrorMessage(error));
        return;
      }
      navigate(`${paths.signIn}?reset=1`, { replace: true });
    } catch (error) {
      setServerError(thrownMessage(error, authErrorMessage({})));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      <FormField id="new-password" label="New password" error={errors.password?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y("new-password", errors.password?.message)}
          {...register("password")}
        />
      </FormField>
      <FormField id="confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y("confirm-password", errors.confirmPassword?.message)}
          {...register("confirmPassword")}
        />
      </FormField>
      <Button type="submit" className="mt-2 w-full" loading={isSubmitting}>
        Update password
      </Button>
    </form>
  );
}
