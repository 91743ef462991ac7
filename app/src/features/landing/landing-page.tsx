import { useLocation } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { DemoSection } from "@/features/landing/components/demo-section";
import { FeaturesSection } from "@/features/landing/components/features-section";
import { Hero } from "@/features/landing/components/hero";
import { BetaHeader, MarketingHeader } from "@/features/landing/components/landing-header";
import { TestimonialsSection } from "@/features/landing/components/testimonials-section";
import { WaitlistSection } from "@/features/landing/components/waitlist-section";
import { useAppConfig } from "@/lib/app-config";
import { useAuth } from "@/lib/auth";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * Beta mode is on unless the flag is explicitly false. /beta is always the beta
 * page; / follows the server's flag.
 */
export function isBetaMode(pathname: string, betaFlag: boolean | undefined): boolean {
  return pathname === paths.beta || betaFlag !== false;
}

/** The landing page (/ and /beta): header, hero, demo, features, testimonials and, in beta, the waitlist. */
export function LandingPage() {
  useDocumentTitle("AI short-video studio");
  const { user, initialized } = useAuth();
  const { pathname } = useLocation();
  const { data: config } = useAppConfig();
  if (!initialized) return <PageSpinner />;
  const beta = isBetaMode(pathname, config?.betaMode);

  return (
    <>
      {/* Signed-in users already have the app's top bar here (Shell rules). */}
      {user ? null : beta ? <BetaHeader /> : <MarketingHeader />}
      <div className="mx-auto flex w-full max-w-6xl flex-col px-4 sm:px-6">
        <Hero beta={beta} signedIn={Boolean(user)} />
        <DemoSection />
        <FeaturesSection />
        <TestimonialsSection />
        {beta ? <WaitlistSection /> : null}
      </div>
    </>
  );
}
