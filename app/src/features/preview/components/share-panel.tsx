import { Copy, Link2Off } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { absoluteUrl } from "@/shared/video-settings/lib/share-download";

/** The shared link while sharing is on: copy it again, or turn it off (the link stops playing at once). */
export function SharePanel({
  url,
  stopping,
  onCopy,
  onStop,
}: {
  url: string;
  stopping: boolean;
  onCopy: () => void;
  onStop: () => void;
}) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" aria-label="Shared link" role="region">
      <div>
        <h2 className="text-sm font-semibold">Shared link</h2>
        <p className="text-xs text-muted">Anyone with this link can watch this video, and nothing else.</p>
      </div>
      <Input
        readOnly
        value={absoluteUrl(url)}
        aria-label="Link to the video"
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onCopy}>
          <Copy aria-hidden className="h-4 w-4" />
          Copy link
        </Button>
        <Button variant="ghost" size="sm" onClick={onStop} loading={stopping}>
          {stopping ? null : <Link2Off aria-hidden className="h-4 w-4" />}
          Stop sharing
        </Button>
      </div>
    </Card>
  );
}
