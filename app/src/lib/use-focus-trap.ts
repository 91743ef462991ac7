import { type RefObject, useEffect, useRef } from "react";

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Modal keyboard behaviour: focus moves into the panel when it opens, Tab and Shift+Tab wrap inside it,
 * Escape calls onEscape (unless suspended, e.g. while a second modal is open above), and focus returns to
 * the opener when it closes.
 */
export function useFocusTrap(
  panelRef: RefObject<HTMLElement | null>,
  open: boolean,
  options: { onEscape: () => void; suspended?: boolean; initialFocus?: "first" | "panel" },
) {
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const focusables = () => Array.from(panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const start = optionsRef.current.initialFocus === "panel" ? panel : (focusables()[0] ?? panel);
    start?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (optionsRef.current.suspended) return;
      if (e.key === "Escape") {
        e.preventDefault();
        optionsRef.current.onEscape();
        return;
      }
      if (e.key !== "Tab") return;
      const list = focusables();
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) {
        e.preventDefault();
        return;
      }
      const active = document.activeElement;
      const outside = !panel?.contains(active);
      if (e.shiftKey && (active === first || active === panel || outside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || outside)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      opener?.focus?.();
    };
  }, [open, panelRef]);
}
