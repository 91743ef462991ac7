import { LegalPage, type LegalSection, SAFETY_LAST_UPDATED } from "@/features/legal/components/legal-page";

const sections: LegalSection[] = [
  {
    heading: "Consent for likeness and voice",
    body: () => (
      <p>
        Only create photo avatars of yourself or of people who have given you their explicit permission. Never
        use a real person's face or voice to make them appear to say something they did not say.
      </p>
    ),
  },
  {
    heading: "Content we do not allow",
    body: () => (
      <ul className="ml-5 list-disc space-y-1.5">
        <li>Misleading political content, impersonation, fraud or scams.</li>
        <li>Hate, harassment, threats or content that targets people for who they are.</li>
        <li>Sexual content, and any content involving minors.</li>
        <li>Graphic violence, self-harm promotion or dangerous instructions.</li>
        <li>False health, financial or product claims.</li>
      </ul>
    ),
  },
  {
    heading: "Transparency",
    body: () => (
      <p>
        Videos made with Reelsmith use AI-generated presenters and voices. We encourage you to tell your
        audience when content is AI-generated, and to follow each platform's labelling rules.
      </p>
    ),
  },
  {
    heading: "How we enforce",
    body: () => (
      <p>
        Scripts and uploads may be checked automatically and reviewed. We may refuse to render, remove content
        or suspend accounts that break these rules. Users must be 18 or older.
      </p>
    ),
  },
  {
    heading: "Reporting misuse",
    body: (email) => (
      <p>
        If you see a Reelsmith video that misuses your likeness or breaks these rules, write to {email} with a
        link and we will act promptly.
      </p>
    ),
  },
];

export function SafetyPage() {
  return (
    <LegalPage
      title="AI Safety"
      dateLabel={`Last updated: ${SAFETY_LAST_UPDATED}`}
      intro={
        <p>
          AI presenters and voices are powerful. These are the rules that keep Reelsmith safe for creators,
          their audiences and the people shown in videos.
        </p>
      }
      sections={sections}
    />
  );
}
