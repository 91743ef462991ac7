import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";
import { useAuthRequest } from "@/features/auth/hooks/use-auth-request";
import type { AuthServiceError } from "@/features/auth/lib/auth-errors";

/**
 * An auth form's fields, checked by `resolver` once each is touched, and its call to the auth service
 * (`useAuthRequest`, with the error it shows in `messageOf`'s words).
 */
export function useAuthForm<TValues extends FieldValues, TOutput = TValues>(
  resolver: Resolver<TValues, unknown, TOutput>,
  defaultValues: DefaultValues<TValues>,
  messageOf?: (error: AuthServiceError) => string,
) {
  const request = useAuthRequest(messageOf);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TValues, unknown, TOutput>({ resolver, mode: "onTouched", defaultValues });
  return { ...request, register, handleSubmit, errors, isSubmitting };
}
