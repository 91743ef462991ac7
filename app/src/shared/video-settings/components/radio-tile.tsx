import type { ReactNode } from "react";

/**
 * One choice in a grid of picture tiles (video size, presenter layout): a radio button hidden behind its
 * picture and label, ringed in violet when checked or focused. `gap` spaces the picture and the label.
 */
export function RadioTile({
  name,
  value,
  checked,
  title,
  onSelect,
  gap = "gap-1",
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  title: string;
  onSelect: () => void;
  gap?: "gap-1" | "gap-1.5";
  children: ReactNode;
}) {
  return (
    <label
      title={title}
      className={`flex cursor-pointer flex-col items-center ${gap} rounded-lg border p-2 text-xs font-medium transition-colors focus-within:ring-2 focus-within:ring-violet-500 ${
        checked ? "border-violet-500 bg-violet-500/10 text-foreground" : "border-border text-muted"
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="sr-only"
      />
      {children}
    </label>
  );
}
