import { Upload } from "lucide-react";
import { type DragEvent, type ReactNode, useId, useState } from "react";
import { HiddenFileInput } from "@/components/ui/hidden-file-input";
import { cn } from "@/lib/cn";

/**
 * A file input shown as a drop zone: the real input stays in the tab order (Enter or Space opens the
 * picker), and a file dropped on the zone counts the same as one picked.
 */
export function FileDrop({
  label,
  hint,
  accept,
  disabled,
  onFile,
  icon,
  compact,
}: {
  label: string;
  hint: ReactNode;
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  icon?: ReactNode;
  compact?: boolean;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <label
      htmlFor={id}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-border bg-surface-2/60 px-4 text-center transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:border-violet-400/70",
        compact ? "py-4" : "py-10",
        over && "border-violet-400 bg-violet-500/10",
        disabled && "cursor-not-allowed opacity-60 hover:border-border",
      )}
    >
      <span className="flex h-11 w-11 items-center justify-center rounded-full bg-violet-500/15 text-violet-300">
        {icon ?? <Upload aria-hidden className="h-5 w-5" />}
      </span>
      <span className="text-sm font-medium">{label}</span>
      <span className="text-xs text-muted">{hint}</span>
      <HiddenFileInput id={id} accept={accept} disabled={disabled} onPick={onFile} />
    </label>
  );
}
