import { ArrowLeft, RotateCcw, TriangleAlert } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { previewMessages, START_OVER_ERROR } from "@/shared/preview/lib/messages";
import { type EditorKind, editorPath } from "@/shared/video-settings/lib/editor-kind";

/** 'Unable to Load Preview', the passed error text, Back to Editor and Start Over. */
export function PreviewError({ message, editor = "story-reel" }: { message: string; editor?: EditorKind }) {
  const navigate = useNavigate();
  const to = editorPath(editor);
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-red-500/15 text-red-300">
        <TriangleAlert aria-hidden className="h-6 w-6" />
      </span>
      <h2 className="text-xl font-semibold">{previewMessages.loadErrorTitle}</h2>
      <p role="alert" className="text-sm text-muted">
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={to} className={buttonClass("outline")}>
          <ArrowLeft aria-hidden className="h-4 w-4" />
          Back to Editor
        </Link>
        <Button onClick={() => navigate(to, { state: { error: START_OVER_ERROR } })}>
          <RotateCcw aria-hidden className="h-4 w-4" />
          Start Over
        </Button>
      </div>
    </Card>
  );
}
