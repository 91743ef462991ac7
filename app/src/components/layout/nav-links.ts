import { paths } from "@/config/paths";

/** Top navigation. */
export const topNavLinks = [
  { to: paths.tutorials, label: "Tutorials" },
  { to: paths.docs, label: "Documentation" },
  { to: paths.pricing, label: "Pricing" },
  { to: paths.faqs, label: "FAQs" },
] as const;
