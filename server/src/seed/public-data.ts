import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { faqCategories, faqs, pricing } from "../db/schema";

type Plan = typeof pricing.$inferInsert;

/** Monthly plans. Enterprise is contact-us; its price is the "from" figure sales quotes, and sorts it last. */
export const pricingPlans: Plan[] = [
  {
    tier: "FREE_TRIAL",
    name: "Free Trial",
    description: "Try every feature with starter credits. No card needed.",
    price_usd: 0,
    price_eur: 0,
    price_inr: 0,
    features: [
      "Starter credits for about 10 videos",
      "Story reels and product ads",
      "50+ stock AI presenters",
      "Voices in 8 languages",
      "Animated captions",
      "1080x1920 MP4 export",
    ],
    is_contact_us: false,
  },
  {
    tier: "PRO",
    name: "Pro",
    description: "For creators and sellers who publish every week.",
    price_usd: 29,
    price_eur: 27,
    price_inr: 2399,
    features: [
      "600 credits every month (about 60 videos)",
      "Everything in Free Trial",
      "Custom photo avatars",
      "All visual styles and music tracks",
      "Email support",
    ],
    is_contact_us: false,
  },
  {
    tier: "ENTERPRISE",
    name: "Enterprise",
    description: "For brands and agencies producing video at scale, with custom terms.",
    price_usd: 499,
    price_eur: 459,
    price_inr: 39999,
    features: [
      "Custom credit volume",
      "Everything in Pro",
      "Dedicated rendering capacity",
      "Enterprise security review",
      "24/7 support with a named contact",
      "Custom terms and invoicing",
    ],
    is_contact_us: true,
  },
];

type FaqSeed = { category: string; description: string; items: Array<[question: string, answer: string]> };

export const faqSeed: FaqSeed[] = [
  {
    category: "Getting Started",
    description: "What Reelsmith makes and how to begin.",
    items: [
      [
        "What is Reelsmith?",
        "Reelsmith turns a written story or a product page into a short vertical video (9:16, 1080x1920) with an AI presenter or a narrating voice, a visual style, background music and animated captions, ready for TikTok, Instagram Reels and YouTube Shorts.",
      ],
      [
        "What is the difference between a story reel and a product ad?",
        "A story reel starts from a story you write or paste: Reelsmith splits it into scenes, draws an image for each and narrates it. A product ad starts from a product link or description: Reelsmith writes a short ad script, uses your product images and has a presenter pitch it.",
      ],
      [
        "Do I need any video editing experience?",
        "No. You choose a presenter, a voice, a style and music, and Reelsmith composes the scenes, motion, transitions, captions and audio mix for you. You can preview the result and make another version at any time.",
      ],
      [
        "How long does it take to make a video?",
        "Most videos are ready in one to a few minutes, depending on their length and on how busy the service is. You can leave the page while it renders: the video appears in My Projects when it is done.",
      ],
    ],
  },
  {
    category: "Avatars & Voices",
    description: "Presenters, custom avatars, voices and languages.",
    items: [
      [
        "Which AI presenters can I use?",
        "Choose from 50+ stock presenters, or create a custom avatar from a clear, front-facing photo of yourself. Stock presenters lip-sync to the narration; photo avatars get natural motion that follows the voice.",
      ],
      [
        "Which languages are supported?",
        "Narration and captions are available in eight languages: English, Spanish, French, German, Hindi, Kannada, Tamil and Telugu. Captions use fonts that render Devanagari, Kannada, Tamil and Telugu scripts correctly.",
      ],
      [
        "Can I hear a voice before I choose it?",
        "Yes. Every voice has a short spoken sample you can play in the voice picker, and voices are grouped by language.",
      ],
      [
        "Can I use my own photo as an avatar?",
        "Yes, if it is a photo of you or of someone who has given you permission. Upload a clear JPEG or PNG with one face looking at the camera. Impersonating other people is not allowed (see our AI Safety page).",
      ],
    ],
  },
  {
    category: "Credits & Billing",
    description: "Plans, credits and payments.",
    items: [
      [
        "How do credits work?",
        "Each video you generate uses credits, and the cost is shown before you start. Your balance is on the dashboard. If a video fails, its credits are returned to your balance automatically.",
      ],
      [
        "What do I get with the free trial?",
        "The free trial comes with starter credits for about ten videos and every core feature, so you can try story reels and product ads before choosing a plan.",
      ],
      [
        "Which currencies can I pay in?",
        "Prices are shown in US dollars, euros and Indian rupees; the pricing page picks one from your location and you can switch at any time. Billing is monthly.",
      ],
      [
        "Can I cancel my plan?",
        "Yes, at any time. Your plan stays active until the end of the billing month. See the Shipping, Cancellation and Refund page for refunds, which take 5-7 business days once approved.",
      ],
    ],
  },
  {
    category: "Export & Sharing",
    description: "Downloading and publishing your videos.",
    items: [
      [
        "What format are the videos?",
        "Videos are MP4 files (H.264 video with AAC audio), 1080x1920 vertical, optimised for fast start so they play as soon as they begin downloading.",
      ],
      [
        "Where can I post my videos?",
        "The vertical format fits TikTok, Instagram Reels, YouTube Shorts, Facebook Reels and LinkedIn. Download the MP4 from All Projects and upload it wherever you publish.",
      ],
      [
        "How do I download a video?",
        "Open All Projects and click the download button on a finished video. The file is named after the project title and its creation date.",
      ],
      [
        "Do I own the videos I make?",
        "Yes. You may use the videos you create commercially, as long as your script, images and avatar photos are yours to use and follow our Terms of Service.",
      ],
    ],
  },
  {
    category: "Privacy & Safety",
    description: "Your data and responsible AI use.",
    items: [
      [
        "Is my data private?",
        "Your projects, scripts, uploads and videos are visible only to you. We do not sell your data, and we use it only to make your videos and run the service. See the Privacy Policy for details.",
      ],
      [
        "Can I delete my projects?",
        "Yes. Deleting a project from All Projects removes the project, its video and every file made for it. This cannot be undone.",
      ],
      [
        "What content is not allowed?",
        "Deceptive impersonation, hate, harassment, sexual content involving minors, and content that breaks the law are not allowed. You must be 18 or older to use Reelsmith. The AI Safety page lists the rules in full.",
      ],
      [
        "How do I contact support?",
        "Email our support team from the address in the footer. We aim to reply within one business day, and Enterprise customers get 24/7 support.",
      ],
    ],
  },
];

/** Pricing plans and FAQs: upserted by tier and by question, so running it again changes nothing else. */
export async function seedPublicData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const plan of pricingPlans) {
      await tx
        .insert(pricing)
        .values(plan)
        .onConflictDoUpdate({
          target: pricing.tier,
          set: {
            name: plan.name,
            description: plan.description,
            price_usd: plan.price_usd,
            price_eur: plan.price_eur,
            price_inr: plan.price_inr,
            features: plan.features,
            is_contact_us: plan.is_contact_us,
          },
        });
    }
    for (const group of faqSeed) {
      const [category] = await tx
        .insert(faqCategories)
        .values({ name: group.category, description: group.description })
        .onConflictDoUpdate({ target: faqCategories.name, set: { description: group.description } })
        .returning({ id: faqCategories.id });
      if (!category) throw new Error(`FAQ category ${group.category} was not stored`);
      for (const [question, answer] of group.items) {
        await tx
          .insert(faqs)
          .values({ category_id: category.id, question, answer })
          .onConflictDoUpdate({
            target: faqs.question,
            set: { category_id: category.id, answer: sql`excluded.answer` },
          });
      }
    }
  });
}
