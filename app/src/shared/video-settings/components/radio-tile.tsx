import type { ComponentProps } from "react";
import { RadioLabel } from "@/components/ui/radio-label";

/**
 * One choice in a grid of picture tiles (video size, presenter layout): a hidden radio button behind its
 * picture and label, ringed in violet when checked or focused. `gap` spaces the picture and the label.
 */
export function RadioTile({
  gap = "gap-1",
  ...radio
}: Omit<ComponentProps<typeof RadioLabel>, "className"> & { gap?: "gap-1" | "gap-1.5" }) {
  return (
    <RadioLabel
      {...radio}
      className={`flex cursor-pointer flex-col items-center ${gap} rounded-lg border p-2 text-xs font-medium transition-colors focus-within:ring-2 focus-within:ring-violet-500 ${
        radio.checked ? "border-violet-500 bg-violet-500/10 text-foreground" : "border-border text-muted"
      }`}
    />
  );
}
