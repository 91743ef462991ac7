import type { CustomAvatar } from "@reelsmith/contract/avatars";
import type { StockAvatar } from "@reelsmith/contract/catalog";
import { useEffect, useRef, useState } from "react";
import { customAsPresenter } from "@/features/avatars/lib/custom-as-presenter";
import { clearSelectedAvatar } from "@/shared/video-settings/lib/video-settings-store";

/** How long a newly chosen presenter's card stays highlighted. */
export const HIGHLIGHT_MS = 2_000;

/**
 * Which presenter the preview shows: a stock one (its card highlighted for 2 s) or one of the user's own
 * Ready avatars; choosing one clears the other.
 */
export function usePresenterChoice(stock: StockAvatar[] | undefined) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [customPreview, setCustomPreview] = useState<StockAvatar | null>(null);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const selectStock = (id: string) => {
    setCustomPreview(null);
    setSelectedId(id);
    setHighlightedId(id);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setHighlightedId(null), HIGHLIGHT_MS);
  };

  const selectCustom = (a: CustomAvatar) => {
    setSelectedId(null);
    setCustomPreview(customAsPresenter(a));
  };

  // A deleted avatar leaves the editors' settings and the preview.
  const customDeleted = (id: string) => {
    clearSelectedAvatar(id);
    setCustomPreview((p) => (p?.id === id ? null : p));
  };

  const selected = stock?.find((a) => a.id === selectedId) ?? null;
  return {
    selectedId,
    highlightedId,
    customId: customPreview?.id ?? null,
    previewed: customPreview ?? selected,
    selectStock,
    selectCustom,
    customDeleted,
  };
}
