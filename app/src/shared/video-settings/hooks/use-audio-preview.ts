import { useCallback, useEffect, useRef, useState } from "react";

/** One preview player for a picker: playing a sample stops the one before; leaving the picker stops it. */
export function useAudioPreview(volume = 1) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);

  const stop = useCallback(() => {
    audioRef.current?.pause();
    audioRef.current = null;
    setPlayingId(null);
  }, []);

  const toggle = useCallback(
    (id: string, url: string) => {
      if (playingId === id) {
        stop();
        return;
      }
      audioRef.current?.pause();
      const audio = new Audio(url);
      audio.volume = volume;
      audio.onended = () => setPlayingId((current) => (current === id ? null : current));
      audioRef.current = audio;
      setPlayingId(id);
      setFailedId(null);
      audio.play().catch(() => {
        setFailedId(id);
        setPlayingId((current) => (current === id ? null : current));
      });
    },
    [playingId, stop, volume],
  );

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  useEffect(() => () => audioRef.current?.pause(), []);

  return { playingId, failedId, toggle, stop };
}
