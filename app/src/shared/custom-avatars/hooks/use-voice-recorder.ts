import { avatarMessages } from "@reelsmith/contract/avatars";
import { useCallback, useEffect, useRef, useState } from "react";

export interface Recording {
  file: File;
  url: string;
}

/** What the browser records: Opus in WebM (Chromium, Firefox) or Ogg; the server converts either. */
const preferredTypes = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/webm", "audio/ogg"];

function pickMimeType(): string | undefined {
  if (typeof MediaRecorder.isTypeSupported !== "function") return undefined;
  return preferredTypes.find((t) => MediaRecorder.isTypeSupported(t));
}

const TICK_MS = 250;

/** The recorder's live parts, kept outside React state. */
interface Live {
  recorder: MediaRecorder | null;
  stream: MediaStream | null;
  timer: ReturnType<typeof setInterval> | null;
  url: string | null;
}

function stopTimer(live: Live) {
  if (live.timer) clearInterval(live.timer);
  live.timer = null;
}
function releaseStream(live: Live) {
  for (const track of live.stream?.getTracks() ?? []) track.stop();
  live.stream = null;
}
function revokeUrl(live: Live) {
  if (live.url) URL.revokeObjectURL(live.url);
  live.url = null;
}

/**
 * A voice sample recorded in the browser (start, stop, play back, a seconds timer). A
 * denied or missing microphone gives the spec's 'Failed to access microphone. Please check permissions.'.
 */
export function useVoiceRecorder() {
  const [recording, setRecording] = useState<Recording | null>(null);
  const [isRecording, setIsRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const liveRef = useRef<Live>({ recorder: null, stream: null, timer: null, url: null });

  const start = useCallback(async () => {
    const live = liveRef.current;
    setError(null);
    let recorder: MediaRecorder;
    try {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined")
        throw new Error("this browser cannot record audio");
      live.stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const mimeType = pickMimeType();
      recorder = new MediaRecorder(live.stream, mimeType ? { mimeType } : undefined);
    } catch (err) {
      console.error("Microphone access failed", err instanceof Error ? err.message : err);
      releaseStream(live);
      setError(avatarMessages.microphone);
      return;
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => {
      if (e.data && e.data.size > 0) chunks.push(e.data);
    };
    recorder.onstop = () => {
      stopTimer(live);
      releaseStream(live);
      setIsRecording(false);
      const type = (recorder.mimeType || chunks[0]?.type || "audio/webm").split(";")[0] || "audio/webm";
      const blob = new Blob(chunks, { type });
      revokeUrl(live);
      live.url = URL.createObjectURL(blob);
      const ext = type.includes("ogg") ? "ogg" : "webm";
      setRecording({ file: new File([blob], `recording.${ext}`, { type }), url: live.url });
    };
    live.recorder = recorder;
    revokeUrl(live);
    setRecording(null);
    setSeconds(0);
    const startedAt = Date.now();
    live.timer = setInterval(() => setSeconds(Math.floor((Date.now() - startedAt) / 1000)), TICK_MS);
    recorder.start();
    setIsRecording(true);
  }, []);

  const stop = useCallback(() => {
    const recorder = liveRef.current.recorder;
    if (recorder && recorder.state !== "inactive") recorder.stop();
  }, []);

  const discard = useCallback(() => {
    revokeUrl(liveRef.current);
    setRecording(null);
    setSeconds(0);
  }, []);

  useEffect(() => {
    const live = liveRef.current;
    return () => {
      stopTimer(live);
      if (live.recorder && live.recorder.state !== "inactive") {
        live.recorder.onstop = null;
        live.recorder.stop();
      }
      releaseStream(live);
      revokeUrl(live);
    };
  }, []);

  return { recording, isRecording, seconds, error, start, stop, discard };
}
