import { useState } from "react";
import { type AuthServiceError, authErrorMessage, thrownMessage } from "@/features/auth/lib/auth-errors";

/**
 * A form's call to the auth service and the error it shows: the service's answer in `messageOf`'s words,
 * or a thrown error's message; cleared when the form is sent again.
 */
export function useAuthRequest(messageOf: (error: AuthServiceError) => string = authErrorMessage) {
  const [serverError, setServerError] = useState<string | null>(null);
  const send = async (
    call: () => Promise<{ error: AuthServiceError | null }>,
    onSuccess: () => void | Promise<void>,
  ) => {
    setServerError(null);
    try {
      const { error } = await call();
      if (error) {
        setServerError(messageOf(error));
        return;
      }
      await onSuccess();
    } catch (error) {
      setServerError(thrownMessage(error, messageOf({})));
    }
  };
  return { serverError, setServerError, send };
}
