import type { CreateVideoRequest } from "@reelsmith/contract/video";

/**
 * The three sample videos of the landing carousel and /showcase (AI Spokesperson,
 * Product Showcase, AI Presenter), each rendered at seed time from an ordinary create-video body by the
 * real pipeline. Presenter, voice, style and music ids are the seeded catalogue's.
 */
export interface SampleDefinition {
  id: string;
  title: string;
  description: string;
  /** What the video shows, listed over it in the carousel. */
  features: string[];
  /** The create-video body (its size is SAMPLE_SIZE; product pictures are added by the seed). */
  request: Omit<CreateVideoRequest, "size" | "image_urls">;
  /** Product Showcase: pictures of the product drawn at seed time stand in for a shop's photos. */
  productShots?: number;
}

/** The size a creator posts (a phone's full 9:16 screen): the samples show what a user's video looks like. */
export const SAMPLE_SIZE = "1080x1920";

export const sampleDefinitions: SampleDefinition[] = [
  {
    id: "ai-spokesperson",
    title: "AI Spokesperson",
    description: "A presenter speaks your script to camera, lips in time with the voice.",
    features: ["Lip-synced presenter", "Natural AI voice", "Word-timed captions"],
    request: {
      narrationMode: "avatar",
      story:
        "Reelsmith turns your words into video. Hello, I'm Grace, your presenter for today. " +
        "Paste a script, choose a presenter, and press generate. " +
        "Minutes later, your video arrives with voice, captions and music. Create your first video today!",
      character_ref: { narrator_avatar: "en-grace" },
      image_styles: { themes: ["3d-render"] },
      bgm_name: "clear-vision",
      music_volume: 0.35,
      caption_style: "Minimalist",
    },
  },
  {
    id: "product-showcase",
    title: "Product Showcase",
    description:
      "Product pictures turned into a short ad with a voice-over, captions, music and a closing card.",
    features: ["Product pictures as scenes", "Music ducked under the voice", "Closing card in brand colours"],
    request: {
      type: "PRODUCT_AD",
      narrationMode: "voice",
      voice_id: "en-us-noah",
      story:
        "Meet Lumen, the smart bottle that keeps up with your day. " +
        "Double walls keep water ice cold for twenty four hours. " +
        "A soft glow reminds you to drink, every single hour. Order your Lumen Bottle today!",
      image_styles: { themes: ["minimal"] },
      bgm_name: "new-horizons",
      music_volume: 0.5,
      // At the top: bottom captions would cross the closing card's product name.
      caption_style: "Professional",
      product_name: "Lumen Bottle",
      brand_colors: ["#0f766e", "#fbbf24"],
      // The closing card shows all of its parts: photo, name, price, call to action and the shop's domain
      // (a reserved example domain: the sample's shop is made up).
      product_price: "$39",
      call_to_action: "Order yours today",
      product_url: "https://lumen.example/bottle",
    },
    productShots: 3,
  },
  {
    id: "ai-presenter",
    title: "AI Presenter",
    description: "Your story told by one of 50+ presenters, captioned word by word.",
    features: ["50+ stock presenters", "Eight languages", "Ready for TikTok, Reels and Shorts"],
    request: {
      narrationMode: "avatar",
      story:
        "Every night, the city turns into a river of light. " +
        "Taxis hum, neon signs flicker, and somewhere a song begins. " +
        "Streets glow pink and blue as the last train rolls by. Tonight, follow the music.",
      character_ref: { narrator_avatar: "en-james" },
      image_styles: { themes: ["neon"] },
      bgm_name: "night-drive",
      music_volume: 0.45,
      // Bottom captions sit above the presenter, on the dark skyline (centred ones would cross the sun).
      caption_style: "Typewriter",
    },
  },
];
