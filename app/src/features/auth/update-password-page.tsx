import { Link, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { AuthCard } from "@/features/auth/components/auth-card";
import { UpdatePasswordForm } from "@/features/auth/components/update-password-form";

export const INVALID_RESET_LINK =
  "This password reset link is invalid or has expired. Please request a new one.";

export function UpdatePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const invalid = !token || params.get("error") !== null;

  return (
    <AuthCard title="Set a new password" description="Choose a new password for your account.">
      {invalid ? (
        <div className="flex flex-col gap-4">
          <Alert variant="error">{INVALID_RESET_LINK}</Alert>
          <Link to={paths.resetPassword} className={buttonClass("primary", "md", "w-full")}>
            Request a new link
          </Link>
          <Link to={paths.signIn} className="text-center text-sm text-violet-300 hover:underline">
            Return to sign in
          </Link>
        </div>
      ) : (
        <UpdatePasswordForm token={token} />
      )}
    </AuthCard>
  );
}
