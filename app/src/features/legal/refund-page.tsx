import { LEGAL_EFFECTIVE_DATE, LegalPage, type LegalSection } from "@/features/legal/components/legal-page";

const sections: LegalSection[] = [
  {
    heading: "Prices and payment",
    body: () => (
      <p>
        Prices are shown in INR and billed monthly. Payments are processed by our fulfilment partner on our
        behalf.
      </p>
    ),
  },
  {
    heading: "Shipping and delivery",
    body: () => (
      <>
        <p>
          Reelsmith sells a digital service; nothing is shipped physically. Delivery is digital: your plan and
          credits are added to your account, and your videos are delivered to your project library.
        </p>
        <p>
          Our delivery target is 48 hours from a successful payment; in most cases access is immediate. If
          your plan is not active after 48 hours, contact us.
        </p>
      </>
    ),
  },
  {
    heading: "Cancellation",
    body: () => (
      <p>
        You can cancel your monthly plan at any time. Cancellation stops the next renewal; your plan stays
        active until the end of the period already paid.
      </p>
    ),
  },
  {
    heading: "Defects and refunds",
    body: () => (
      <>
        <p>
          If a delivered video is defective (for example it fails to play or is missing its audio), report it
          within 24 hours of delivery. We will re-render it or return the credits used.
        </p>
        <p>
          Approved refunds are issued to the original payment method and take 5-7 business days to reach your
          account. Credits already used for delivered videos that are not defective are not refundable.
        </p>
      </>
    ),
  },
  {
    heading: "Eligibility and governing law",
    body: () => (
      <p>Purchases are open to users aged 18 or older. This policy is governed by the laws of India.</p>
    ),
  },
  {
    heading: "Contact",
    body: (email) => <p>For delivery issues, defects, cancellations or refunds, write to {email}.</p>,
  },
];

export function RefundPage() {
  return (
    <LegalPage
      title="Shipping, Cancellation and Refund Policy"
      dateLabel={`Effective date: ${LEGAL_EFFECTIVE_DATE}`}
      intro={<p>How plans and videos are delivered, and how cancellations and refunds work.</p>}
      sections={sections}
    />
  );
}
