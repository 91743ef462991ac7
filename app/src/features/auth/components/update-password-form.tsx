import { zodResolver } from "@hookform/resolvers/zod";
import { updatePasswordSchema } from "@reelsmith/contract/auth";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { AuthForm, NewPasswordField } from "@/features/auth/components/auth-form";
import { useAuthForm } from "@/features/auth/hooks/use-auth-form";
import { authClient } from "@/lib/auth-client";

export function UpdatePasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { register, handleSubmit, errors, isSubmitting, serverError, send } = useAuthForm(
    zodResolver(updatePasswordSchema),
    { password: "", confirmPassword: "" },
  );

  const onSubmit = handleSubmit(({ password }) =>
    send(
      () => authClient.resetPassword({ newPassword: password, token }),
      () => navigate(`${paths.signIn}?reset=1`, { replace: true }),
    ),
  );

  return (
    <AuthForm onSubmit={onSubmit} serverError={serverError}>
      <NewPasswordField
        id="new-password"
        label="New password"
        error={errors.password?.message}
        registration={register("password")}
      />
      <NewPasswordField
        id="confirm-password"
        label="Confirm new password"
        error={errors.confirmPassword?.message}
        registration={register("confirmPassword")}
      />
      <Button type="submit" className="mt-2 w-full" loading={isSubmitting}>
        Update password
      </Button>
    </AuthForm>
  );
}
