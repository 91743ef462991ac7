import type { Aspect } from "@reelsmith/contract/aspect";
import type { CaptionStyle, Language } from "@reelsmith/contract/catalog";
import type { TalkingVideoLayout } from "@reelsmith/contract/narration";
import type { PresenterLayout } from "@reelsmith/contract/video";
import type { EditorKind } from "@/shared/video-settings/lib/editor-kind";

export type NarrationMode = "avatar" | "voice";

/** The editor's selected avatar. */
export interface SelectedAvatar {
  id: string;
  name: string;
  imageUrl: string;
  voiceId: string;
  category: "ai" | "custom";
  /** The stock presenter's sample clip, when it has one (used by the showcase and the picker preview). */
  videoUrl?: string;
}

/** The editor's selected voice. */
export interface SelectedVoice {
  id: string;
  name: string;
  language: string;
  gender: string;
  previewUrl: string;
}

/** The editor's selected music (duration assumed 180 s, artist label fixed). */
export interface SelectedMusic {
  id: string;
  title: string;
  artist: string;
  duration: number;
  category: string;
  previewUrl: string;
}

/** The editor's selected style: id, name, colors, tags. */
export interface SelectedStyle {
  id: string;
  name: string;
  colors: { primary: string; [key: string]: string };
  tags: string[];
}

/** The creator's own recording, kept in the media library, that narrates the video instead of a voice. */
export interface NarrationRecording {
  mediaId: string;
  name: string;
  seconds: number;
  /** A talking video (a clip of the creator saying the story): it is the presenter too, in this layout. */
  video?: { layout: TalkingVideoLayout };
}

/** Video settings, plus the narration mode the editor chooses. */
export interface VideoSettings {
  /** The frame: 9:16 (default), 4:5, 1:1 or 16:9 (the editor's Video size). */
  size: Aspect;
  avatar: SelectedAvatar | null;
  voice: SelectedVoice | null;
  voiceSettings: { pitch: number; speed: number };
  /** Avatar mode: where the presenter appears (corner bubble, lower third, full frame); absent: corner. */
  presenterLayout?: PresenterLayout;
  music: SelectedMusic | null;
  musicSettings: { volume: number };
  startTime: number;
  endTime: number | null;
  style: SelectedStyle | null;
  captionStyle: CaptionStyle | null;
  /**
   * The brand template the video starts from (GET /api/templates): create-video gets its id, and the
   * template fills what the editor does not send (logo, cards, the captions' box or outline ...).
   */
  templateId?: string | null;
  /** An emoji beside the caption for the key words (captions on only). */
  captionEmoji: boolean;
  story: string;
  imageUrls: string[];
  language: Language;
  narrationMode: NarrationMode;
  /** The creator's own narration; null: the chosen voice (or the avatar's) speaks the story. */
  recording: NarrationRecording | null;
  progress: number;
  rendering: boolean;
  error: string | null;
  /**
   * The last video this session followed on the preview, and the editor it was made in (the export page
   * shows the Story Reel's, and its Share and Download act on that one).
   */
  lastVideo: { taskId: string; url: string | null; status: number; editor?: EditorKind } | null;
}
