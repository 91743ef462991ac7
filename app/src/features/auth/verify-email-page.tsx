import { MailOpen } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { pendingEmail } from "@/features/auth/lib/pending-email";
import { appUrl, authClient } from "@/lib/auth-client";
import { useDocumentTitle } from "@/lib/use-document-title";

export function VerifyEmailPage() {
  useDocumentTitle("Check your email");
  const [sending, setSending] = useState(false);

  // Resend to the address that just signed up (when known), then reload the page.
  const resend = async () => {
    setSending(true);
    const email = pendingEmail();
    try {
      if (email) {
        await authClient.sendVerificationEmail({ email, callbackURL: appUrl(`${paths.signIn}?verified=1`) });
      }
    } finally {
      // history.go(0) reloads the page as location.reload() does; unlike location, whose members a page
      // cannot redefine, history can be watched in the app's tests.
      window.history.go(0);
    }
  };

  return (
    <div className="flex w-full justify-center px-4 py-10 sm:py-16">
      <Card className="flex w-full max-w-md flex-col items-center gap-5 p-6 text-center sm:p-8">
        <span className="bg-accent-gradient flex h-14 w-14 items-center justify-center rounded-2xl text-white">
          <MailOpen className="h-7 w-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">Check your email</h1>
        <p className="text-muted">
          We've sent you a verification link to your email address. Please click the link to verify your
          account.
        </p>
        <Button variant="secondary" className="w-full" onClick={resend} loading={sending}>
          Resend verification email
        </Button>
        <p className="text-sm text-muted">
          Didn't get it? Check your spam folder, or{" "}
          <button
            type="button"
            onClick={resend}
            disabled={sending}
            className="cursor-pointer font-medium text-violet-300 hover:underline"
          >
            try again
          </button>
          .
        </p>
        <Link to={paths.signIn} className={buttonClass("primary", "md", "w-full")}>
          Back to sign in
        </Link>
      </Card>
    </div>
  );
}
