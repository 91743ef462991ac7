import { Headphones, ShieldCheck, Zap } from "lucide-react";
import { lazy } from "react";
import { HeldSpace } from "@/components/ui/held-space";
import { IconBadge } from "@/components/ui/icon-badge";

// The form (react-hook-form, the zod resolver and its schema) loads after the page's first render: it sits
// below the plans and must not delay them.
const ContactSalesForm = lazy(() =>
  import("@/features/pricing/components/contact-sales-form").then((m) => ({ default: m.ContactSalesForm })),
);

const enterpriseFeatures = [
  {
    Icon: Zap,
    title: "Instant Generation",
    text: "Dedicated render capacity so your team's videos start at once, even at peak times.",
  },
  {
    Icon: ShieldCheck,
    title: "Enterprise Security",
    text: "Single-tenant storage options, access controls and data kept where your policy requires.",
  },
  {
    Icon: Headphones,
    title: "24/7 Support",
    text: "A named contact and round-the-clock help for your producers and marketers.",
  },
] as const;

export function EnterpriseSection() {
  return (
    <section
      id="contact-sales"
      aria-labelledby="enterprise-title"
      className="mt-20 grid scroll-mt-20 gap-10 rounded-[2rem] border border-border bg-surface/60 p-6 sm:p-10 lg:grid-cols-[1fr_1.2fr]"
    >
      <div>
        <h2 id="enterprise-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Enterprise Features
        </h2>
        <p className="mt-3 text-muted">
          For brands and agencies producing at scale. Tell us what you need and our team will get back to you.
        </p>
        <ul className="mt-8 flex flex-col gap-6">
          {enterpriseFeatures.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <IconBadge icon={Icon} />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="mb-4 text-lg font-semibold">Contact Sales</h3>
        <HeldSpace className="min-h-[29.75rem] sm:min-h-[24.375rem]">
          <ContactSalesForm />
        </HeldSpace>
      </div>
    </section>
  );
}
