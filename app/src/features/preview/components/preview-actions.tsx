import { ArrowLeft, BellRing, Download, Pencil, Share2 } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClass } from "@/components/ui/button";

/** Back to Editor, Share and Download (once the video is there), Edit (its storyboard), Notify Me When Ready. */
export function PreviewActions({
  editorTo,
  editTo = null,
  canUseVideo,
  sharing,
  downloading,
  canNotify,
  onShare,
  onDownload,
  onNotify,
}: {
  /** Back to Editor: the editor the video was made in. */
  editorTo: string;
  /** Edit: the storyboard of the video shown (once it is rendered). */
  editTo?: string | null;
  canUseVideo: boolean;
  sharing: boolean;
  downloading: boolean;
  canNotify: boolean;
  onShare: () => void;
  onDownload: () => void;
  onNotify: () => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-2.5 sm:flex sm:flex-wrap">
      <Link to={editorTo} className={buttonClass("outline", "md", "col-span-2")}>
        <ArrowLeft aria-hidden className="h-4 w-4" />
        Back to Editor
      </Link>
      <Button variant="secondary" onClick={onShare} disabled={!canUseVideo} loading={sharing}>
        {sharing ? null : <Share2 aria-hidden className="h-4 w-4" />}
        Share
      </Button>
      <Button onClick={onDownload} disabled={!canUseVideo} loading={downloading}>
        {downloading ? null : <Download aria-hidden className="h-4 w-4" />}
        Download
      </Button>
      {editTo ? (
        <Link to={editTo} className={buttonClass("secondary", "md", "col-span-2")}>
          <Pencil aria-hidden className="h-4 w-4" />
          Edit
        </Link>
      ) : null}
      <Button variant="outline" className="col-span-2" onClick={onNotify} disabled={!canNotify}>
        <BellRing aria-hidden className="h-4 w-4" />
        Notify Me When Ready
      </Button>
    </div>
  );
}
