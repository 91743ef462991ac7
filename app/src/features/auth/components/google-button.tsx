import { useState } from "react";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { signInErrorMessage, thrownMessage } from "@/features/auth/lib/auth-errors";
import { useAppConfig } from "@/lib/app-config";
import { appUrl, authClient } from "@/lib/auth-client";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden>
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.24 1.4-1.7 4.1-5.5 4.1-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.5 14.6 2.5 12 2.5 6.8 2.5 2.6 6.7 2.6 12s4.2 9.5 9.4 9.5c5.4 0 9-3.8 9-9.2 0-.6-.1-1.1-.2-1.6H12z"
      />
    </svg>
  );
}

export const GOOGLE_DISABLED_MESSAGE = "Google sign-in is not configured on this server.";

/** Google sign-in, returning to /dashboard; explained rather than offered when the server has no Google keys. */
export function GoogleButton({ onError }: { onError: (message: string) => void }) {
  const { data: config, isPending } = useAppConfig();
  const [loading, setLoading] = useState(false);
  const enabled = config?.googleEnabled === true;

  const signIn = async () => {
    if (!enabled) return;
    setLoading(true);
    try {
      const { error } = await authClient.signIn.social({
        provider: "google",
        callbackURL: appUrl(paths.dashboard),
      });
      if (error) {
        onError(signInErrorMessage({ message: error.message, status: error.status }));
        setLoading(false);
      }
    } catch (error) {
      // The server could not be reached (or the request timed out): say so and let the user try again.
      onError(thrownMessage(error, signInErrorMessage({})));
      setLoading(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        className={enabled ? "w-full" : "w-full cursor-not-allowed opacity-60 hover:bg-surface-2"}
        onClick={signIn}
        loading={loading}
        aria-disabled={!enabled || undefined}
        aria-describedby={!enabled && !isPending ? "google-disabled" : undefined}
        disabled={isPending}
        title={!enabled && !isPending ? GOOGLE_DISABLED_MESSAGE : undefined}
      >
        {loading ? null : <GoogleMark />}
        Sign in with Google
      </Button>
      {!enabled && !isPending ? (
        <p id="google-disabled" className="text-center text-xs text-muted">
          {GOOGLE_DISABLED_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
