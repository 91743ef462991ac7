import type { FaceLandmarks, TimedViseme } from "../../presenter";

/**
 * The avatar engine: a clip of the presenter speaking the narration. The local engine animates stock
 * presenters' mouth frames from the speech loudness and makes a photo talk from its face landmarks.
 * A hosted lip-sync service implements the same interface (upload the portrait and audio, download the
 * clip): D-ID's (d-id.ts) with LIPSYNC_PROVIDER=d-id, chosen in create-avatar.ts; the task's engine names
 * the one that made the video.
 */
export type AvatarSource =
  | { kind: "presenter"; mouthFramePaths: string[] }
  | { kind: "photo"; imagePath: string; face?: FaceLandmarks | null };

export interface AvatarProvider {
  name: string;
  render(input: {
    source: AvatarSource;
    audioPath: string;
    outPath: string;
    width: number;
    height: number;
    /** The narration's visemes on its own timeline, where the speech engine gave them. */
    visemes?: TimedViseme[];
  }): Promise<void>;
}
