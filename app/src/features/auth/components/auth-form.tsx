import type { FormEvent, ReactNode } from "react";
import { Alert } from "@/components/ui/alert";

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
