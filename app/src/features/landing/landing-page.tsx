import { Captions, Clapperboard, Languages, Play, UsersRound } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "@/components/layout/logo";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useAuth } from "@/lib/auth";
import { useDocumentTitle } from "@/lib/use-document-title";

const features = [
  { Icon: UsersRound, title: "50+ AI presenters", text: "Stock avatars or your own photo and voice." },
  { Icon: Captions, title: "Animated captions", text: "Word-timed captions in 20+ languages." },
  {
    Icon: Languages,
    title: "Eight narration languages",
    text: "English, Spanish, French, Deutsch, Hindi and more.",
  },
  {
    Icon: Clapperboard,
    title: "Every platform",
    text: "Vertical 9:16 exports for TikTok, Reels and Shorts.",
  },
] as const;

/** Placeholder landing (/ and /beta) until the marketing page is built. */
export function LandingPage() {
  useDocumentTitle("AI short-video studio");
  const { user, initialized } = useAuth();
  if (!initialized) return <PageSpinner />;
  const startTo = user ? paths.dashboard : paths.signIn;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col px-4 sm:px-6">
      {user ? null : (
        <div className="flex h-16 items-center justify-between">
          <Logo />
          <div className="flex gap-2">
            <Link to={paths.signIn} className={buttonClass("ghost", "sm")}>
              Sign in
            </Link>
            <Link to={paths.signUp} className={buttonClass("primary", "sm")}>
              Sign up
            </Link>
          </div>
        </div>
      )}
      <section className="flex flex-col items-center gap-6 py-20 text-center sm:py-28">
        <p className="rounded-full border border-violet-500/30 bg-violet-500/10 px-4 py-1 text-xs font-medium text-violet-200">
          AI short-video studio
        </p>
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          Stories and products, <span className="text-gradient animate-gradient-pan">made into reels</span>
        </h1>
        <p className="max-w-xl text-lg text-muted">
          Write a story or paste a product page. Reelsmith adds a presenter, a voice, visuals, music and
          captions.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={startTo} className={buttonClass("primary", "lg")}>
            Start Creating
          </Link>
          <Link to={paths.docs} className={buttonClass("secondary", "lg")}>
            <Play className="h-4 w-4" aria-hidden />
            Learn more
          </Link>
        </div>
      </section>
      <section className="grid grid-cols-1 gap-4 pb-20 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ Icon, title, text }) => (
          <Card key={title} className="p-6">
            <Icon className="mb-3 h-6 w-6 text-violet-300" aria-hidden />
            <h2 className="font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-muted">{text}</p>
          </Card>
        ))}
      </section>
    </div>
  );
}
