import { Mic, UserRound } from "lucide-react";
import { cn } from "@/lib/cn";
import type { NarrationMode } from "@/shared/video-settings/lib/types";

const modes: { id: NarrationMode; label: string; hint: string; Icon: typeof Mic }[] = [
  {
    id: "avatar",
    label: "Avatar Narration",
    hint: "A presenter tells your story on screen",
    Icon: UserRound,
  },
  { id: "voice", label: "Voice Narration", hint: "A voice-over over your scenes", Icon: Mic },
];

/** The narration mode chooser (spec: Avatar Narration is the default). A radio group, arrow keys move. */
export function NarrationModeChooser({
  value,
  onChange,
}: {
  value: NarrationMode;
  onChange: (mode: NarrationMode) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">Narration mode</legend>
      <div className="grid grid-cols-2 gap-2.5">
        {modes.map(({ id, label, hint, Icon }) => (
          <label
            key={id}
            className={cn(
              "flex cursor-pointer items-start gap-2.5 rounded-xl border-2 bg-surface-2 p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
              value === id ? "border-violet-400 bg-violet-500/10" : "border-transparent hover:border-border",
            )}
          >
            <input
              type="radio"
              name="narration-mode"
              value={id}
              checked={value === id}
              onChange={() => onChange(id)}
              className="sr-only"
            />
            <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-violet-300" />
            <span className="min-w-0">
              <span className="block text-sm font-semibold">{label}</span>
              <span className="hidden text-xs text-muted sm:block">{hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
