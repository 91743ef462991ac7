import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";

/**
 * A row picked for removal and the confirm dialog's state: `dialog` spreads onto ConfirmDialog, which
 * removes the row on confirm and keeps a failure's message.
 */
export function usePendingRemoval<T extends { id: string }>(
  remove: UseMutationResult<unknown, Error, string>,
  onRemoved?: (item: T) => void,
) {
  const [item, setItem] = useState<T | null>(null);
  const confirm = async () => {
    if (!item) return;
    try {
      await remove.mutateAsync(item.id);
      onRemoved?.(item);
      setItem(null);
    } catch {
      // Shown in the dialog from remove.error.
    }
  };
  return {
    item,
    ask: setItem,
    dialog: {
      open: item !== null,
      pending: remove.isPending,
      error: remove.isError ? remove.error.message : null,
      onCancel: () => setItem(null),
      onConfirm: confirm,
    },
  };
}
