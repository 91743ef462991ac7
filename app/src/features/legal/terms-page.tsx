import { LEGAL_EFFECTIVE_DATE, LegalPage, type LegalSection } from "@/features/legal/components/legal-page";

const sections: LegalSection[] = [
  {
    heading: "Eligibility",
    body: () => <p>You must be 18 years of age or older to create an account and use Reelsmith.</p>,
  },
  {
    heading: "Your account",
    body: () => (
      <p>
        Keep your password safe and your details accurate. You are responsible for what happens under your
        account. We may suspend accounts that break these terms or our AI Safety rules.
      </p>
    ),
  },
  {
    heading: "Plans, prices and payment",
    body: () => (
      <>
        <p>
          Prices are shown in INR (other currencies are shown for reference) and billed monthly. Payments are
          processed by our fulfilment partner, whose terms also apply to the payment.
        </p>
        <p>Credits are used when a video starts rendering and are returned if the render fails.</p>
      </>
    ),
  },
  {
    heading: "Delivery",
    body: () => (
      <p>
        Reelsmith is a digital service: plans, credits and videos are delivered digitally to your account. No
        physical goods are shipped. See the Shipping, Cancellation and Refund policy for delivery times.
      </p>
    ),
  },
  {
    heading: "Your content",
    body: () => (
      <p>
        You keep the rights to the stories, images and videos you create. You grant us the licence needed to
        store and process them to provide the service. You confirm you have the rights and consents for
        everything you upload, including any person shown in a photo avatar.
      </p>
    ),
  },
  {
    heading: "Acceptable use",
    body: () => (
      <p>
        Do not use Reelsmith to deceive, harass, impersonate real people without consent, infringe others'
        rights, or create unlawful, sexual or violent content. Our AI Safety page gives the details.
      </p>
    ),
  },
  {
    heading: "Liability",
    body: () => (
      <p>
        The service is provided as is. To the extent the law allows, our liability is limited to the amount
        you paid us in the three months before the claim.
      </p>
    ),
  },
  {
    heading: "Governing law",
    body: () => (
      <p>These terms are governed by the laws of India, and the courts of India have jurisdiction.</p>
    ),
  },
  {
    heading: "Contact",
    body: (email) => <p>Questions about these terms: {email}.</p>,
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      dateLabel={`Effective date: ${LEGAL_EFFECTIVE_DATE}`}
      intro={<p>These terms govern your use of Reelsmith. By creating an account you agree to them.</p>}
      sections={sections}
    />
  );
}
