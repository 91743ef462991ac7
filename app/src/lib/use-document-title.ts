import { useEffect } from "react";

/** Names the browser tab after the screen ("Dashboard · Reelsmith"). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Reelsmith` : "Reelsmith";
  }, [title]);
}
