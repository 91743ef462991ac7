import { useRef } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { HiddenFileInput } from "@/components/ui/hidden-file-input";

/**
 * A button that opens the file picker for `accept`ed files and hands the picked one to `onPick`. The
 * hidden input beside it, named `inputLabel`, stays out of the tab order.
 */
export function FilePickButton({
  accept,
  inputLabel,
  onPick,
  ...button
}: Omit<ButtonProps, "onClick"> & { accept: string; inputLabel: string; onPick: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()} />
      <HiddenFileInput ref={input} accept={accept} tabIndex={-1} aria-label={inputLabel} onPick={onPick} />
    </>
  );
}
