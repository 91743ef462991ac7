import { LayoutList } from "lucide-react";
import { Button } from "@/components/ui/button";

/** An editor's Storyboard: every scene to see and change before generating, with no credits charged. */
export function StoryboardButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <div className="mt-3 flex flex-col gap-1.5">
      <Button variant="secondary" size="lg" className="w-full" onClick={onClick} disabled={disabled}>
        <LayoutList aria-hidden className="h-5 w-5" />
        Storyboard
      </Button>
      <p className="text-center text-xs text-muted">See and change every scene first. No credits charged.</p>
    </div>
  );
}
