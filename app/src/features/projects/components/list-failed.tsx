import { projectMessages } from "@reelsmith/contract/projects";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** The first page could not be read: the spec's message and a way to ask again. */
export function ListFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="error">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>{projectMessages.listFailed}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
