import type { ComponentProps, ReactNode } from "react";
import { RadioLabel } from "@/components/ui/radio-label";
import { cn } from "@/lib/cn";

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

/**
 * A setting chosen from picture tiles: a fieldset under `legend` with a tile per option (its `picture`,
 * its label, its hint on hover), laid `columns` to a row; `children` follow the tiles.
 */
export function RadioTileGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  picture,
  columns,
  gap,
  className,
  children,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; hint: string }[];
  value: T;
  onChange: (value: T) => void;
  picture: (value: T) => ReactNode;
  columns: "grid-cols-3" | "grid-cols-4";
  gap?: "gap-1" | "gap-1.5";
  className?: string;
  children?: ReactNode;
}) {
  return (
    <fieldset className={cn(className, "flex flex-col gap-2 rounded-xl border border-border p-3")}>
      <legend className="px-1 text-xs text-muted">{legend}</legend>
      <div className={`grid ${columns} gap-2`}>
        {options.map((o) => (
          <RadioTile
            key={o.value}
            name={name}
            value={o.value}
            checked={value === o.value}
            title={o.hint}
            onChange={() => onChange(o.value)}
            gap={gap}
          >
            {picture(o.value)}
            {o.label}
          </RadioTile>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
