import { NavLink } from "react-router";
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
