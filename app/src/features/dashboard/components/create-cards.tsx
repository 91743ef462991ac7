import { ArrowRight, Clapperboard, ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { IconBadge } from "@/components/ui/icon-badge";
import { paths } from "@/config/paths";

const cards = [
  {
    to: paths.storyReel,
    title: "Create Story Reel",
    text: "Turn a written story into a narrated vertical video with scenes, music and captions.",
    Icon: Clapperboard,
  },
  {
    to: paths.productAd,
    title: "Create Product Ad",
    text: "Paste a product page and get an ad script, product shots and a presenter.",
    Icon: ShoppingBag,
  },
] as const;

export function CreateCards() {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {cards.map(({ to, title, text, Icon }) => (
        <Link
          key={to}
          to={to}
          className="group relative overflow-hidden rounded-card border border-border bg-surface/80 p-6 transition hover:border-violet-500/50 hover:shadow-lg hover:shadow-violet-900/20"
        >
          <div className="bg-accent-gradient absolute -top-16 -right-16 h-40 w-40 rounded-full opacity-20 blur-2xl transition-opacity group-hover:opacity-40" />
          <IconBadge icon={Icon} className="mb-4 h-11 w-11" />
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            {title}
            <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" aria-hidden />
          </h2>
          <p className="mt-1 text-sm text-muted">{text}</p>
        </Link>
      ))}
    </div>
  );
}
