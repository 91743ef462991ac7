import { Link } from "react-router";
import { Logo } from "@/components/layout/logo";
import { paths } from "@/config/paths";
import { useAppConfig } from "@/lib/app-config";

const DEFAULT_SUPPORT_EMAIL = "support@reelsmith.app";
const linkClass = "text-sm text-muted transition-colors hover:text-foreground";

/** Always shown: Legal, Support and Business columns. */
export function Footer() {
  const { data: config } = useAppConfig();
  const supportEmail = config?.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
  return (
    <footer className="border-t border-border/70 bg-surface/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-6 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted">
            Short vertical AI videos from a story or a product page.
          </p>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold">Legal</h2>
          <ul className="flex flex-col gap-2">
            <li>
              <Link className={linkClass} to={paths.privacy}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.terms}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.safety}>
                AI Safety
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.refund}>
                Shipping, Cancellation &amp; Refund
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold">Support</h2>
          <ul className="flex flex-col gap-2">
            <li>
              <a className={linkClass} href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
            </li>
            <li>
              <Link className={linkClass} to={paths.docs}>
                Documentation
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.faqs}>
                FAQs
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold">Business</h2>
          <ul className="flex flex-col gap-2">
            <li>
              <Link className={linkClass} to={paths.pricing}>
                Pricing
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={`${paths.pricing}#contact-sales`}>
                Contact Sales
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.tutorials}>
                Tutorials
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-border/50 px-6 py-4 text-center text-xs text-muted">
        © {new Date().getFullYear()} Reelsmith. All rights reserved.
      </p>
    </footer>
  );
}
