import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";

type RangeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "onChange"> & {
  value: number;
  min: number;
  max: number;
  step: number;
  /** The slider's new value, as a number. */
  onChange: (value: number) => void;
};

/** A native slider (keyboard and screen readers get the platform's own behaviour) that reads a number. */
export function RangeInput({ onChange, ...props }: RangeInputProps) {
  return <input type="range" {...props} onChange={(e) => onChange(Number(e.target.value))} />;
}

/** A slider under a row that names it on the left and shows its value (`shown`) on the right. */
export function RangeField({
  label,
  shown,
  className,
  ...props
}: Omit<RangeInputProps, "id"> & { label: ReactNode; shown: ReactNode }) {
  const id = useId();
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex items-center justify-between text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <span className="text-muted tabular-nums">{shown}</span>
      </div>
      <RangeInput
        id={id}
        className="h-2 w-full cursor-pointer accent-violet-500 disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      />
    </div>
  );
}
