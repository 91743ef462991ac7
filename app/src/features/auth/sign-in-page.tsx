import { Link, useSearchParams } from "react-router";
import { paths } from "@/config/paths";
import { AuthCard } from "@/features/auth/components/auth-card";
import { SignInForm } from "@/features/auth/components/sign-in-form";

/** The notice the sign-in screen shows for where the user came from (verification or reset links). */
function noticeFor(params: URLSearchParams) {
  if (params.get("error")) {
    return {
      variant: "error" as const,
      text: "This verification link is invalid or has expired. Sign in to receive a new one.",
    };
  }
  if (params.get("verified") === "1") {
    return {
      variant: "success" as const,
      text: "Your email address has been verified. You can now sign in.",
    };
  }
  if (params.get("reset") === "1") {
    return { variant: "success" as const, text: "Your password has been updated. Please sign in." };
  }
  return undefined;
}

export function SignInPage() {
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to continue creating."
      footer={
        <>
          Don't have an account?{" "}
          <Link to={paths.signUp} className="font-medium text-violet-300 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <SignInForm notice={noticeFor(params)} />
    </AuthCard>
  );
}
