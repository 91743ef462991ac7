import { type SyntheticEvent, useState } from "react";

/** A video's width and height, or the ratio a box shows before the video's own size is known. */
export interface VideoShape {
  width: number;
  height: number;
}

const DEFAULT_SHAPE: VideoShape = { width: 9, height: 16 };

/**
 * The shape a box for the video at `src` should have: 9:16 (our default ratio) until that video's metadata
 * loads, then the video's own, so a 16:9, 1:1 or 4:5 video fills its box with no bars. A new `src` starts
 * at 9:16 again. Pass `onLoadedMetadata` to the video.
 */
export function useVideoShape(src: string | null | undefined): {
  shape: VideoShape;
  /** Whether `shape` is the video's own (its metadata loaded), not the 9:16 it starts at. */
  known: boolean;
  aspectRatio: string;
  onLoadedMetadata: (event: SyntheticEvent<HTMLVideoElement>) => void;
} {
  const [loaded, setLoaded] = useState<{ src: string; shape: VideoShape } | null>(null);
  const known = Boolean(loaded && loaded.src === src);
  const shape = known && loaded ? loaded.shape : DEFAULT_SHAPE;
  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const { videoWidth, videoHeight } = event.currentTarget;
    if (src && videoWidth > 0 && videoHeight > 0) {
      setLoaded({ src, shape: { width: videoWidth, height: videoHeight } });
    }
  };
  return { shape, known, aspectRatio: `${shape.width} / ${shape.height}`, onLoadedMetadata };
}
