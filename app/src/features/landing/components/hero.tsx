import { Play } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClass } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useRotatingIndex } from "@/features/landing/hooks/use-rotating-index";
import { scrollToSection } from "@/features/landing/lib/scroll";
import { cn } from "@/lib/cn";

export const taglines = [
  "Turn a story into a reel in minutes",
  "Turn a product page into a video ad",
  "Give your brand an AI presenter",
  "Caption every video in 20+ languages",
] as const;

const stats = [
  { value: "50+", label: "AI presenters" },
  { value: "20+", label: "caption languages" },
  { value: "9:16", label: "for YouTube, TikTok, Instagram, LinkedIn" },
] as const;

/** The tagline rotates every 3 s; with reduced motion the text still changes, without the slide. */
export function RotatingTagline() {
  const index = useRotatingIndex(taglines.length);
  return (
    <p className="relative h-8 w-full overflow-hidden text-lg font-medium text-violet-200 sm:h-9 sm:text-2xl">
      {taglines.map((tagline, i) => (
        <span
          key={tagline}
          aria-hidden={i !== index}
          data-active={i === index || undefined}
          className={cn(
            "absolute inset-0 transition-all duration-500 ease-out motion-reduce:transition-none",
            i === index ? "translate-y-0 opacity-100" : "translate-y-4 opacity-0",
          )}
        >
          {tagline}
        </span>
      ))}
    </p>
  );
}

export function Hero({ beta, signedIn }: { beta: boolean; signedIn: boolean }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="flex flex-col items-center gap-6 pt-16 pb-8 text-center sm:pt-24"
    >
      <p className="rounded-full border border-violet-500/30 bg-violet-500/10 px-4 py-1 text-xs font-medium text-violet-200">
        {beta ? "Private beta · Join 1000+ early access creators" : "The AI short-video studio"}
      </p>
      <h1
        id="hero-title"
        className="max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl"
      >
        Short videos that stop the scroll, <span className="text-gradient">made by AI</span>
      </h1>
      <RotatingTagline />
      <p className="max-w-2xl text-base text-muted sm:text-lg">
        Write a story or paste a product page. Reelsmith adds a presenter, a voice-over, visuals, music and
        animated captions, and hands you a vertical video ready to post.
      </p>
      <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        {beta ? (
          <Button size="lg" onClick={() => scrollToSection("waitlist", "input")}>
            Join the Waitlist
          </Button>
        ) : (
          <Link to={signedIn ? paths.dashboard : paths.signIn} className={buttonClass("primary", "lg")}>
            Start Creating
          </Link>
        )}
        <Button variant="secondary" size="lg" onClick={() => scrollToSection("demo")}>
          <Play className="h-4 w-4" aria-hidden />
          Watch Demo
        </Button>
      </div>
      <dl className="mt-6 grid w-full max-w-4xl grid-cols-3 gap-2 sm:gap-4">
        {stats.map((s) => (
          <div key={s.label} className="rounded-2xl border border-border/70 bg-surface/50 px-2 py-3 sm:px-4">
            <dt className="sr-only">{s.label}</dt>
            <dd className="text-xl font-bold sm:text-2xl">{s.value}</dd>
            <dd className="text-xs text-muted sm:text-sm">{s.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
