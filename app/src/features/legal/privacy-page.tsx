import { ComingSoon } from "@/components/layout/coming-soon";

/** Placeholder until this screen is built. */
export function PrivacyPage() {
  return (
    <ComingSoon
      title="Privacy Policy"
      description="Our privacy policy is being prepared and will be published here."
    />
  );
}
