import { ChevronDown } from "lucide-react";
import { forwardRef, type SelectHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

/** A native select themed like Input (keyboard and screen readers get the platform's own behaviour). */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, children, ...props },
  ref,
) {
  return (
    <div className="relative">
      <select
        ref={ref}
        className={cn(
          "h-11 w-full cursor-pointer appearance-none rounded-xl border border-border bg-surface-2 pr-9 pl-3.5 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
});

/** One choice of an OptionSelect: the value it stands for and the words shown. */
export type SelectOption<T extends string = string> = { value: T; label: string };

/** Options whose words are made from their values. */
export const optionsOf = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value): SelectOption<T> => ({ value, label: label(value) }));

export type OptionSelectProps<T extends string> = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "value" | "onChange" | "children"
> & {
  options: readonly SelectOption<T>[];
  value: T;
  /** The value of the option chosen. */
  onChange: (value: T) => void;
};

/** A Select of the given options, in their order. */
export function OptionSelect<T extends string>({ options, onChange, ...props }: OptionSelectProps<T>) {
  return (
    <Select onChange={(e) => onChange(e.target.value as T)} {...props}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}
