import { useEffect, useState } from "react";

/**
 * Copies text to the clipboard: `copied` is null until a try, then whether it worked (a browser may refuse,
 * and the caller then asks the user to copy by hand). With `resetAfterMs`, a copy that worked is forgotten
 * (null again) that long after it.
 */
export function useClipboard({ resetAfterMs }: { resetAfterMs?: number } = {}) {
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => {
    if (!copied || resetAfterMs === undefined) return;
    const timer = setTimeout(() => setCopied(null), resetAfterMs);
    return () => clearTimeout(timer);
  }, [copied, resetAfterMs]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return { copied, copy };
}
