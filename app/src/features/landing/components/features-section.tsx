import { Captions, Clapperboard, Languages, Music4, ShoppingBag, UsersRound } from "lucide-react";
import { IconBadge } from "@/components/ui/icon-badge";
import { LandingSection } from "@/features/landing/components/landing-section";

const features = [
  {
    Icon: UsersRound,
    title: "50+ AI presenters",
    text: "Pick an illustrated presenter or bring your own photo: its mouth takes the shape of each sound it speaks.",
  },
  {
    Icon: Captions,
    title: "Captions in 20+ languages",
    text: "Word-timed animated captions in the style you choose, placed where the platform's buttons won't cover them.",
  },
  {
    Icon: Languages,
    title: "Narration in eight languages",
    text: "English, Spanish, French, German, Hindi, Kannada, Tamil and Telugu voices, each with its own sample.",
  },
  {
    Icon: ShoppingBag,
    title: "Product ads from a link",
    text: "Paste a product page: Reelsmith reads it, writes the ad script and builds the scenes from your images.",
  },
  {
    Icon: Music4,
    title: "Music and visual styles",
    text: "Background tracks ducked under the voice and visual styles from cinematic to playful.",
  },
  {
    Icon: Clapperboard,
    title: "Export for every feed",
    text: "1080x1920 MP4 ready for YouTube Shorts, TikTok, Instagram Reels and LinkedIn.",
  },
] as const;

export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      eyebrow="Features"
      title="Everything a short video needs"
      text="From the first line of your story to the exported file, in one place."
    >
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ Icon, title, text }) => (
          <li
            key={title}
            className="rounded-card border border-border bg-surface/70 p-6 transition-colors hover:border-violet-500/40"
          >
            <IconBadge icon={Icon} className="mb-4" />
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
