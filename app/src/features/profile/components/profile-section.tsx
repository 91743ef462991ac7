import type { LucideIcon } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";

/**
 * A card on the Profile page below the profile form: an icon, a title that labels the card, a line on what
 * it is for. `dialog` (a confirm dialog) is drawn beside the card, not in it: the card's backdrop blur would
 * otherwise be the box the fixed dialog is placed in.
 */
export function ProfileSection({
  id,
  icon: Icon,
  title,
  description,
  dialog,
  children,
}: {
  /** Names the title's id (`${id}-title`), which labels the card. */
  id: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  dialog?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Card className="mt-6 max-w-2xl p-6 sm:p-8" aria-labelledby={`${id}-title`}>
        <div className="flex items-start gap-3">
          <Icon className="mt-0.5 size-5 shrink-0 text-violet-300" aria-hidden />
          <div>
            <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
              {title}
            </h2>
            <p className="mt-1 text-sm text-muted">{description}</p>
          </div>
        </div>
        {children}
      </Card>
      {dialog}
    </>
  );
}

/** A section's form that adds an item, and below it the error of the last try to add one. */
export function ProfileSectionForm({
  onSubmit,
  error,
  className,
  children,
}: {
  onSubmit: (e: FormEvent) => void;
  error: Error | null;
  className: string;
  children: ReactNode;
}) {
  return (
    <>
      <form onSubmit={onSubmit} className={className} noValidate>
        {children}
      </form>
      {error ? (
        <Alert variant="error" className="mt-3">
          {error.message}
        </Alert>
      ) : null}
    </>
  );
}

/**
 * A section's list while its `query` loads, when it failed to load, when it is empty, or its items under
 * `label`.
 */
export function ProfileSectionList<T>({
  query,
  failedMessage,
  items,
  emptyMessage,
  label,
  renderItem,
}: {
  query: { isPending: boolean; isError: boolean };
  failedMessage: string;
  /** The loaded items (undefined until they are). */
  items: readonly T[] | undefined;
  emptyMessage: string;
  label: string;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <div className="mt-5">
      {query.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : query.isError ? (
        <Alert variant="error">{failedMessage}</Alert>
      ) : !items || items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted">
          {emptyMessage}
        </p>
      ) : (
        <ul className="divide-y divide-border" aria-label={label}>
          {items.map(renderItem)}
        </ul>
      )}
    </div>
  );
}
