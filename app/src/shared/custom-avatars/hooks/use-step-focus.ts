import { type RefObject, useEffect, useRef } from "react";

/**
 * Each new step takes the focus to its first control (the one it replaced is gone): a `data-autofocus`
 * element, else the first enabled button or input, else the step's body. The first step keeps the dialog's.
 */
export function useStepFocus(bodyRef: RefObject<HTMLElement | null>, step: string) {
  const firstStep = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, reading the new DOM.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const body = bodyRef.current;
    const target =
      body?.querySelector<HTMLElement>("[data-autofocus]:not([disabled])") ??
      body?.querySelector<HTMLElement>("button:not([disabled]), input:not([disabled])");
    (target ?? body)?.focus();
  }, [step]);
}
