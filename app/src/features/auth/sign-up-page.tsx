import { Link } from "react-router";
import { paths } from "@/config/paths";
import { AuthCard } from "@/features/auth/components/auth-card";
import { SignUpForm } from "@/features/auth/components/sign-up-form";

export function SignUpPage() {
  return (
    <AuthCard
      title="Create your account"
      description="Start turning stories and products into short videos."
      footer={
        <>
          Already have an account?{" "}
          <Link to={paths.signIn} className="font-medium text-violet-300 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm />
    </AuthCard>
  );
}
