import { MEDIA_AUDIO_MAX_SECONDS } from "@reelsmith/contract/media";
import { useCallback, useEffect, useRef, useState } from "react";
import { levelOf, peaksOf, recorderType } from "@/shared/video-settings/lib/recording";

export type MicRecorderState =
  | { step: "idle" }
  | { step: "asking" }
  | { step: "countdown"; left: number }
  | { step: "recording"; seconds: number; level: number }
  | { step: "recorded"; blob: Blob; url: string; type: string; seconds: number; peaks: number[] }
  | { step: "error"; message: string };

export const micMessages = {
  denied: "Allow the microphone to record your narration, or upload a recording instead.",
  noMicrophone: "No microphone was found. Connect one, or upload a recording instead.",
  unsupported: "This browser cannot record here. Upload a recording instead.",
  failed: "The recording could not be made. Try again, or upload a recording instead.",
} as const;

const COUNTDOWN_SECONDS = 3;
const WAVEFORM_BARS = 96;

function messageOf(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return micMessages.denied;
  if (name === "NotFoundError" || name === "OverconstrainedError") return micMessages.noMicrophone;
  return micMessages.failed;
}

async function waveformOf(blob: Blob): Promise<number[]> {
  try {
    const context = new AudioContext();
    try {
      const audio = await context.decodeAudioData(await blob.arrayBuffer());
      return peaksOf(audio.getChannelData(0), WAVEFORM_BARS);
    } finally {
      void context.close();
    }
  } catch {
    // A container the browser records but cannot decode again: the recording plays without a waveform.
    return [];
  }
}

/**
 * The microphone as a narration recorder: asks for it, counts down, records (the level and the time
 * while it runs, stopping by itself at the longest recording the server takes), then hands back the
 * recording with its waveform to play before it is used.
 */
export function useMicRecorder() {
  const [state, setState] = useState<MicRecorderState>({ step: "idle" });
  const live = useRef<{ stream: MediaStream; recorder?: MediaRecorder; stopTimers: () => void } | null>(null);
  const cancelled = useRef(false);

  const release = useCallback(() => {
    const current = live.current;
    live.current = null;
    current?.stopTimers();
    for (const track of current?.stream.getTracks() ?? []) track.stop();
  }, []);

  const stop = useCallback(() => {
    const recorder = live.current?.recorder;
    if (recorder && recorder.state !== "inactive") recorder.stop();
  }, []);

  const start = useCallback(async () => {
    const type =
      typeof MediaRecorder === "undefined"
        ? undefined
        : recorderType((t) => MediaRecorder.isTypeSupported(t));
    if (!navigator.mediaDevices?.getUserMedia || !type)
      return setState({ step: "error", message: micMessages.unsupported });
    cancelled.current = false;
    setState({ step: "asking" });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true },
      });
    } catch (error) {
      return setState({ step: "error", message: messageOf(error) });
    }
    const timers: number[] = [];
    let frame = 0;
    let context: AudioContext | null = null;
    live.current = {
      stream,
      stopTimers: () => {
        for (const t of timers) window.clearInterval(t);
        cancelAnimationFrame(frame);
        void context?.close();
      },
    };
    for (let left = COUNTDOWN_SECONDS; left > 0; left--) {
      setState({ step: "countdown", left });
      await new Promise((r) => setTimeout(r, 1000));
      if (cancelled.current) return;
    }
    const recorder = new MediaRecorder(stream, { mimeType: type });
    live.current.recorder = recorder;
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    const startedAt = performance.now();
    const seconds = () => (performance.now() - startedAt) / 1000;
    recorder.onstop = async () => {
      const length = seconds();
      release();
      if (cancelled.current) return;
      const blob = new Blob(chunks, { type: recorder.mimeType || type });
      const peaks = await waveformOf(blob);
      setState({
        step: "recorded",
        blob,
        url: URL.createObjectURL(blob),
        type: blob.type,
        seconds: length,
        peaks,
      });
    };
    context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    const waveform = new Uint8Array(analyser.fftSize);
    const meter = () => {
      analyser.getByteTimeDomainData(waveform);
      const elapsed = seconds();
      setState({ step: "recording", seconds: elapsed, level: levelOf(waveform) });
      if (elapsed >= MEDIA_AUDIO_MAX_SECONDS) return stop();
      frame = requestAnimationFrame(meter);
    };
    recorder.start(250);
    meter();
  }, [release, stop]);

  const reset = useCallback(() => {
    cancelled.current = true;
    stop();
    release();
    setState((s) => {
      if (s.step === "recorded") URL.revokeObjectURL(s.url);
      return { step: "idle" };
    });
  }, [release, stop]);

  useEffect(() => () => reset(), [reset]);

  return { state, start, stop, reset };
}
