import { AVATAR_IMAGE_ACCEPT, avatarMessages } from "@reelsmith/contract/avatars";
import { ImagePlus, Loader2 } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FileDrop } from "@/shared/custom-avatars/components/file-drop";

/** Step 1: pick the picture (blocked at the avatar limit); the server looks for its one face at once. */
export function UploadStep({
  limit,
  atLimit,
  error,
  checking = false,
  onFile,
  onCancel,
}: {
  limit: number;
  atLimit: boolean;
  error: string | null;
  checking?: boolean;
  onFile: (file: File) => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      {atLimit ? <Alert variant="error">{avatarMessages.limitReached(limit)}</Alert> : null}
      <FileDrop
        label="Choose a picture of your avatar"
        hint="JPG, PNG or WebP, up to 10 MB. A clear, front-facing portrait works best."
        accept={AVATAR_IMAGE_ACCEPT}
        disabled={atLimit || checking}
        onFile={onFile}
        icon={<ImagePlus aria-hidden className="h-5 w-5" />}
      />
      <p role="status" className={checking ? "flex items-center gap-2 text-sm text-muted" : "sr-only"}>
        {checking ? (
          <>
            <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
            Looking for a face in your photo...
          </>
        ) : null}
      </p>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
