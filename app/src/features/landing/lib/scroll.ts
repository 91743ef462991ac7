/** Smooth-scrolls to a section (instantly with reduced motion) and moves focus there for keyboard users. */
export function scrollToSection(id: string, focusSelector?: string) {
  const el = document.getElementById(id);
  if (!el) return;
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  el.scrollIntoView?.({ behavior: reduced ? "auto" : "smooth", block: "start" });
  const target = focusSelector ? el.querySelector<HTMLElement>(focusSelector) : null;
  target?.focus({ preventScroll: true });
}
