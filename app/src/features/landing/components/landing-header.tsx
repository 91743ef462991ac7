import type { ReactNode } from "react";
import { Logo } from "@/components/layout/logo";
import { navLinkClass, SignInLinks, TopNav } from "@/components/layout/nav-links";
import { Button } from "@/components/ui/button";
import { scrollToSection } from "@/features/landing/lib/scroll";

const anchors = [
  { id: "features", label: "Features" },
  { id: "demo", label: "Demo" },
  { id: "testimonials", label: "Testimonials" },
] as const;

/** The landing page's sticky bar: the logo, then what each header puts beside it. */
function LandingHeaderBar({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/75 backdrop-blur-lg">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Logo />
        {children}
      </div>
    </header>
  );
}

/** Beta header: section anchors and Get Early Access. */
export function BetaHeader() {
  return (
    <LandingHeaderBar>
      <nav aria-label="Sections" className="ml-6 hidden items-center gap-1 md:flex">
        {anchors.map((a) => (
          <a key={a.id} href={`#${a.id}`} className={navLinkClass({ isActive: false })}>
            {a.label}
          </a>
        ))}
      </nav>
      <Button size="sm" className="ml-auto" onClick={() => scrollToSection("waitlist", "input")}>
        Get Early Access
      </Button>
    </LandingHeaderBar>
  );
}

/** Outside beta: the site's links and sign in / sign up. */
export function MarketingHeader() {
  return (
    <LandingHeaderBar>
      <TopNav label="Main" className="ml-6 hidden items-center gap-1 md:flex" />
      <SignInLinks className="ml-auto flex items-center gap-2" />
    </LandingHeaderBar>
  );
}
