import { cn } from "@/lib/cn";
import type { AvatarDialogStep } from "@/shared/custom-avatars/lib/avatar-wizard";

const steps = [
  { id: "upload", label: "Upload" },
  { id: "edit", label: "Edit" },
  { id: "voice", label: "Voice" },
] as const;

const order: Record<AvatarDialogStep, number> = { upload: 0, edit: 1, voice: 2, saving: 3, saved: 3 };

/** Where the user is: Upload, Edit, Voice (done steps filled). */
export function StepIndicator({ step }: { step: AvatarDialogStep }) {
  const at = order[step];
  return (
    <ol aria-label="Steps" className="grid grid-cols-3 gap-2">
      {steps.map((s, i) => (
        <li
          key={s.id}
          aria-current={i === at ? "step" : undefined}
          className={cn(
            "flex flex-col gap-1.5 text-xs font-medium",
            i === at ? "text-foreground" : i < at ? "text-violet-200" : "text-muted",
          )}
        >
          <span
            aria-hidden
            className={cn("h-1 rounded-full", i <= at ? "bg-accent-gradient" : "bg-border")}
          />
          <span>
            {i + 1}. {s.label}
          </span>
        </li>
      ))}
    </ol>
  );
}
