import type { FormEvent, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";

/** An auth screen's form: the service's error above its fields, the browser's own validation off. */
export function AuthForm({
  onSubmit,
  serverError,
  children,
}: {
  onSubmit: (e?: FormEvent) => void;
  serverError: string | null;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      {children}
    </form>
  );
}

/** A new password's field: the browser may suggest a strong one. */
export function NewPasswordField({
  id,
  label,
  error,
  registration,
}: {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <PasswordInput autoComplete="new-password" {...fieldA11y(id, error)} {...registration} />
    </FormField>
  );
}
