import { Check } from "lucide-react";

/** The check in the top right corner of the chosen tile of a picker (the tile is `relative`). */
export function PickedMark() {
  return (
    <span className="bg-accent-gradient absolute top-1.5 right-1.5 flex h-5 w-5 items-center justify-center rounded-full text-white">
      <Check aria-hidden className="h-3 w-3" />
    </span>
  );
}
