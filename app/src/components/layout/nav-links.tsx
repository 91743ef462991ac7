import { Link, NavLink } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";

/** Top navigation. */
export const topNavLinks = [
  { to: paths.tutorials, label: "Tutorials" },
  { to: paths.docs, label: "Documentation" },
  { to: paths.pricing, label: "Pricing" },
  { to: paths.faqs, label: "FAQs" },
] as const;

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:text-foreground",
    isActive ? "text-foreground" : "text-muted",
  );

/** The top navigation's links, the current page's lit. */
export function TopNav({ label, className }: { label: string; className: string }) {
  return (
    <nav aria-label={label} className={className}>
      {topNavLinks.map((link) => (
        <NavLink key={link.to} to={link.to} className={navLinkClass}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** Sign in and Sign up, as a signed-out header shows them. */
export function SignInLinks({ className }: { className: string }) {
  return (
    <div className={className}>
      <Link to={paths.signIn} className={buttonClass("ghost", "sm")}>
        Sign in
      </Link>
      <Link to={paths.signUp} className={buttonClass("primary", "sm")}>
        Sign up
      </Link>
    </div>
  );
}
