import { mediaMessages } from "@reelsmith/contract/media";
import type { SceneRecording } from "@reelsmith/contract/narration";
import type { StoryboardScene } from "@reelsmith/contract/storyboard";
import { useQueryClient } from "@tanstack/react-query";
import { Mic, Trash2 } from "lucide-react";
import { useState } from "react";
import { uploadMedia } from "@/components/media/media-api";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { mediaQueryKey, useMediaLibrary } from "@/features/storyboard/components/scene-media";
import { RecordingProgress, Waveform } from "@/shared/video-settings/components/recording-parts";
import { useMicRecorder } from "@/shared/video-settings/hooks/use-mic-recorder";
import { formatClock, recordingFileName } from "@/shared/video-settings/lib/recording";

/**
 * The scene said in the creator's own voice, recorded scene by scene: a countdown, a level meter, play
 * the take back with its waveform, then use it (it joins the media library) or record again. A scene
 * with a take can be recorded again or go back to the voice; the render aligns the take to the scene's
 * words and the other scenes keep their narration.
 */
export function SceneRecorder({
  scene,
  index,
  onRecording,
}: {
  scene: StoryboardScene;
  index: number;
  onRecording: (recording: SceneRecording | null) => void;
}) {
  const n = index + 1;
  const mic = useMicRecorder();
  const library = useMediaLibrary();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const take = scene.recording
    ? library.data?.media.find((m) => m.id === scene.recording?.mediaId)
    : undefined;
  const { state } = mic;

  const keepTake = async (blob: Blob, type: string) => {
    setError(null);
    setUploading(0);
    try {
      const file = new File([blob], `scene-${n}-${recordingFileName(type)}`, { type });
      const item = await uploadMedia(file, { onProgress: setUploading });
      onRecording({ mediaId: item.id });
      mic.reset();
      void queryClient.invalidateQueries({ queryKey: mediaQueryKey });
    } catch (e) {
      setError(e instanceof Error ? e.message.replace(/^file: /, "") : mediaMessages.audioUnreadable);
    } finally {
      setUploading(null);
    }
  };

  return (
    <section aria-label={`Your voice for scene ${n}`} className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold">Your voice</h3>
      {scene.recording ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm">
            Scene {n} is narrated by your recording
            {take?.duration ? ` (${formatClock(take.duration)})` : ""}.
          </p>
          {take?.url ? (
            // biome-ignore lint/a11y/useMediaCaption: the creator's own take, played back to check it.
            <audio controls src={take.url} className="w-full" aria-label={`Your recording of scene ${n}`} />
          ) : null}
        </div>
      ) : (
        <p className="text-xs text-muted">
          Read this scene's words yourself: your take narrates it, the other scenes keep their narration.
        </p>
      )}

      <RecordingProgress state={state} label={`Recording scene ${n}`} onStop={mic.stop} />
      {state.step === "recorded" ? (
        <div className="flex flex-col gap-2">
          <Waveform peaks={state.peaks} label={`Waveform of your take of scene ${n}`} />
          {/* biome-ignore lint/a11y/useMediaCaption: the creator's own take, played back to check it. */}
          <audio controls src={state.url} className="w-full" aria-label={`Your new take of scene ${n}`} />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={uploading !== null}
              onClick={() => void keepTake(state.blob, state.type)}
            >
              Use this take
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={uploading !== null}
              onClick={() => void mic.start()}
            >
              Record again
            </Button>
          </div>
        </div>
      ) : null}
      {uploading !== null ? (
        <ProgressBar percent={uploading * 100} least={3} label={`Uploading your take of scene ${n}`} />
      ) : null}
      {state.step === "error" ? <Alert variant="error">{state.message}</Alert> : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      {state.step === "idle" || state.step === "error" ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => void mic.start()}>
            <Mic aria-hidden className="h-4 w-4" />
            {scene.recording ? `Record scene ${n} again` : `Record scene ${n}`}
          </Button>
          {scene.recording ? (
            <Button variant="ghost" size="sm" onClick={() => onRecording(null)}>
              <Trash2 aria-hidden className="h-4 w-4" />
              Use the voice for this scene
            </Button>
          ) : null}
        </div>
      ) : null}
      {state.step === "asking" ? <p className="text-sm text-muted">Waiting for the microphone…</p> : null}
    </section>
  );
}
