import type { DemoPickerProps } from "@/features/landing/components/demo-dots";
import { cn } from "@/lib/cn";

/** The samples' posters and titles; the current one is pressed. */
export function DemoThumbnails({ videos, index, onPick }: DemoPickerProps) {
  return (
    <ul className="grid max-w-md grid-cols-3 gap-3" aria-label="Sample videos">
      {videos.map((v, i) => (
        <li key={v.videoUrl}>
          <button
            type="button"
            onClick={() => onPick(i)}
            aria-pressed={i === index}
            className={cn(
              "group flex h-full w-full cursor-pointer flex-col gap-2 rounded-2xl border p-2 text-left transition-colors",
              i === index ? "border-violet-400/70 bg-violet-500/10" : "border-border hover:bg-white/5",
            )}
          >
            <img
              src={v.posterUrl}
              alt=""
              loading="lazy"
              decoding="async"
              width={108}
              height={192}
              className="aspect-[9/16] w-full rounded-xl bg-surface-2 object-cover"
            />
            <span className="text-xs font-medium sm:text-sm">{v.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
