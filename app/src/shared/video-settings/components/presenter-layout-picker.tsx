import type { PresenterLayout } from "@reelsmith/contract/video";
import { RadioTileGroup } from "@/shared/video-settings/components/radio-tile";

/** The three presenter layouts, as the picker and the preview's Video Settings card name them. */
export const presenterLayoutOptions: { value: PresenterLayout; label: string; hint: string }[] = [
  { value: "corner", label: "Corner", hint: "A small bubble in the corner" },
  { value: "lower", label: "Lower third", hint: "Large at the bottom, the scene above" },
  { value: "full", label: "Full frame", hint: "Fills the frame, scenes cut in" },
];

export const presenterLayoutLabel = (v: PresenterLayout | undefined) =>
  presenterLayoutOptions.find((o) => o.value === (v ?? "corner"))?.label ?? "Corner";

/** A 9:16 frame in miniature: the scene in light, the presenter in the accent colour. */
function LayoutIcon({ layout }: { layout: PresenterLayout }) {
  return (
    <svg viewBox="0 0 18 32" className="h-10 w-6" aria-hidden="true">
      <rect x="0.5" y="0.5" width="17" height="31" rx="2" className="fill-violet-500/10 stroke-current" />
      {layout === "corner" && <circle cx="5" cy="24" r="3.2" className="fill-violet-500" />}
      {layout === "lower" && (
        <>
          <rect x="1" y="19" width="16" height="12.5" rx="1" className="fill-violet-500/60" />
          <circle cx="9" cy="23.5" r="3" className="fill-violet-500" />
        </>
      )}
      {layout === "full" && (
        <>
          <rect x="1" y="1" width="16" height="30" rx="1.5" className="fill-violet-500/60" />
          <circle cx="9" cy="11" r="5" className="fill-violet-500" />
          <path d="M2 31 C 3 20, 15 20, 16 31 Z" className="fill-violet-500" />
        </>
      )}
    </svg>
  );
}

/** Where the presenter appears in the video (avatar mode): corner bubble, lower third or full frame. */
export function PresenterLayoutPicker({
  value,
  onChange,
}: {
  value: PresenterLayout;
  onChange: (v: PresenterLayout) => void;
}) {
  return (
    <RadioTileGroup
      legend="Presenter layout"
      name="presenter-layout"
      options={presenterLayoutOptions}
      value={value}
      onChange={onChange}
      picture={(layout) => <LayoutIcon layout={layout} />}
      columns="grid-cols-3"
      gap="gap-1.5"
      className="mt-4"
    />
  );
}
