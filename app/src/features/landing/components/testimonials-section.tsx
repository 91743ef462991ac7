import { Quote } from "lucide-react";
import { LandingSection } from "@/features/landing/components/landing-section";

const testimonials = [
  {
    quote:
      "I write the story, pick a presenter and a style, and the reel is ready before my coffee is. My posting schedule finally holds.",
    name: "Maya R.",
    role: "Storytelling creator",
  },
  {
    quote:
      "We pasted our product page and got an ad with a script we only had to tweak. The captions alone save us an hour a video.",
    name: "Arjun K.",
    role: "D2C store owner",
  },
  {
    quote:
      "Hindi and Tamil narration with matching captions let us run the same campaign in three markets in a single afternoon.",
    name: "Lena M.",
    role: "Agency producer",
  },
] as const;

export function TestimonialsSection() {
  return (
    <LandingSection
      id="testimonials"
      eyebrow="Testimonials"
      title="Loved by early creators"
      text="What people in our early access are saying."
    >
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {testimonials.map((t) => (
          <li
            key={t.name}
            className="flex flex-col gap-4 rounded-card border border-border bg-surface/70 p-6"
          >
            <Quote className="h-6 w-6 text-fuchsia-300" aria-hidden />
            <blockquote className="flex-1 leading-relaxed text-foreground/90">{t.quote}</blockquote>
            <p className="text-sm">
              <span className="font-semibold">{t.name}</span>
              <span className="text-muted"> · {t.role}</span>
            </p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
