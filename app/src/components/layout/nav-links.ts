import { paths } from "@/config/paths";

/** Top navigation (platform.md section 2, Shell). */
export const topNavLinks = [
  { to: paths.tutorials, label: "Tutorials" },
  { to: paths.docs, label: "Documentation" },
  { to: paths.pricing, label: "Pricing" },
  { to: paths.faqs, label: "FAQs" },
] as const;
