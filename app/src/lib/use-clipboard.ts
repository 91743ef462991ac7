import { useState } from "react";

/**
 * Copies text to the clipboard: `copied` is null until a try, then whether it worked (a browser may refuse,
 * and the caller then asks the user to copy by hand).
 */
export function useClipboard() {
  const [copied, setCopied] = useState<boolean | null>(null);
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
