/** The waveform of a recording, one bar per stretch, as tall as its loudest sample. */
export function Waveform({
  peaks,
  label = "Waveform of your recording",
}: {
  peaks: number[];
  label?: string;
}) {
  if (peaks.length === 0) return null;
  return (
    <svg
      viewBox={`0 0 ${peaks.length * 3} 40`}
      preserveAspectRatio="none"
      className="h-12 w-full text-violet-300"
      role="img"
      aria-label={label}
    >
      {peaks.map((p, i) => {
        const h = Math.max(1, p * 38);
        // biome-ignore lint/suspicious/noArrayIndexKey: the bars are positions in time, fixed once drawn.
        return <rect key={i} x={i * 3} y={20 - h / 2} width={2} height={h} rx={1} fill="currentColor" />;
      })}
    </svg>
  );
}

export function LevelMeter({ level }: { level: number }) {
  return (
    <meter
      aria-label="Microphone level"
      min={0}
      max={100}
      low={10}
      high={90}
      optimum={60}
      value={Math.round(level * 100)}
      className="h-3 w-full"
    />
  );
}
