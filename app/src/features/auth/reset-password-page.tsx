import { AuthCard } from "@/features/auth/components/auth-card";
import { ResetRequestForm } from "@/features/auth/components/reset-request-form";

export function ResetPasswordPage() {
  return (
    <AuthCard title="Reset your password" description="Enter your email and we'll send you a reset link.">
      <ResetRequestForm />
    </AuthCard>
  );
}
