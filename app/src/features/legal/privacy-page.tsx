import { LEGAL_EFFECTIVE_DATE, LegalPage, type LegalSection } from "@/features/legal/components/legal-page";

const sections: LegalSection[] = [
  {
    heading: "Information we collect",
    body: () => (
      <>
        <p>
          Account details you give us: your email address, username and full name. Content you create:
          stories, scripts, product links, uploaded images and photos, and the videos we render from them.
        </p>
        <p>
          Usage data: pages visited, features used, device and browser type, and an approximate country
          derived from your IP address, which we use to show prices in a suitable currency.
        </p>
      </>
    ),
  },
  {
    heading: "How we use it",
    body: () => (
      <p>
        To provide and improve the service: rendering your videos, keeping your project library, managing your
        plan and credits, answering support requests, sending service emails (verification, password reset,
        waitlist confirmation) and keeping the platform safe from abuse.
      </p>
    ),
  },
  {
    heading: "Payments",
    body: () => (
      <p>
        Prices are shown in INR. Payments are processed by our fulfilment partner; we never see or store your
        full card or bank details. We receive only the confirmation of your payment and the plan purchased.
      </p>
    ),
  },
  {
    heading: "Sharing",
    body: () => (
      <p>
        We do not sell your personal data. We share it only with the processors that run the service for us
        (hosting, email delivery, payment processing), under contracts that protect it, or when the law
        requires.
      </p>
    ),
  },
  {
    heading: "Storage and security",
    body: () => (
      <p>
        Your data is stored on secured servers, passwords are hashed, sessions use secure cookies, and access
        is limited to the people who need it to run the service.
      </p>
    ),
  },
  {
    heading: "Your rights",
    body: (email) => (
      <p>
        You may access, correct, export or delete your data at any time. Write to {email} and we will respond
        within 30 days. Deleting your account removes your projects and videos.
      </p>
    ),
  },
  {
    heading: "Age",
    body: () => (
      <p>
        Reelsmith is for users who are 18 years of age or older. We do not knowingly collect data from minors.
      </p>
    ),
  },
  {
    heading: "Contact",
    body: (email) => <p>Questions about this policy: {email}.</p>,
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      dateLabel={`Effective date: ${LEGAL_EFFECTIVE_DATE}`}
      intro={
        <p>
          This policy explains what personal data Reelsmith collects when you use our website and app, how we
          use it and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
