import type { ComponentProps } from "react";

/**
 * A visually hidden single-file input (a button or a label opens it): it hands the picked file to
 * `onPick` and clears itself, so picking the same file again picks it again.
 */
export function HiddenFileInput({
  onPick,
  ...input
}: Omit<ComponentProps<"input">, "type" | "onChange" | "className"> & { onPick: (file: File) => void }) {
  return (
    <input
      {...input}
      type="file"
      className="sr-only"
      onChange={(e) => {
        const file = e.currentTarget.files?.[0];
        e.currentTarget.value = "";
        if (file) onPick(file);
      }}
    />
  );
}
