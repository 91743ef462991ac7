import type { ReactNode } from "react";

function H({ children }: { children: ReactNode }) {
  return <h3 className="mt-8 mb-3 text-lg font-semibold">{children}</h3>;
}

function P({ children }: { children: ReactNode }) {
  return <p className="mb-4 leading-relaxed text-foreground/85">{children}</p>;
}

function Steps({ items }: { items: string[] }) {
  return (
    <ol className="mb-4 ml-5 list-decimal space-y-2 leading-relaxed text-foreground/85 marker:text-violet-300">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  );
}

export function Introduction() {
  return (
    <>
      <P>
        Reelsmith turns a written story, or a product page, into a short vertical video: 9:16, 1080x1920, MP4.
        An AI presenter or a narrator voice tells it, scenes in the visual style you pick fill the frame,
        music plays under the voice and animated captions follow every word.
      </P>
      <H>What you can make</H>
      <P>
        <strong>Story Reels</strong> start from your own text. Write or paste a story, or let the writer draft
        one from a topic, then choose a voice or a presenter, a visual style, music and a caption style.{" "}
        <strong>Product Ads</strong> start from a link: Reelsmith reads the product page, writes a short ad
        script and builds scenes from the product's images.
      </P>
      <H>Your first video</H>
      <Steps
        items={[
          "Create an account and verify your email address.",
          "Open Story Reel or Product Ad from the dashboard.",
          "Write your story or paste the product link, and choose the language of the narration.",
          "Pick a voice or an avatar, a visual style, background music and a caption preset.",
          "Check the live preview, then generate. You can leave the page: the video keeps rendering.",
          "Download the MP4 from your project library when it is ready, or share it straight to your feeds.",
        ]}
      />
      <H>Languages and formats</H>
      <P>
        Narration is available in English, Spanish, French, German, Hindi, Kannada, Tamil and Telugu; captions
        are shaped correctly for every script. Every export is a vertical H.264 MP4 that YouTube Shorts,
        TikTok, Instagram Reels and LinkedIn accept as is.
      </P>
      <H>Credits</H>
      <P>
        Each video costs credits when it starts rendering. If a render fails, the credits come back to your
        balance automatically. Your dashboard shows the plan and the credits you have left.
      </P>
      <H>Artwork and licences</H>
      <P>
        Scenes are illustrated with Fluent Emoji by Microsoft (MIT License), with Noto Emoji by Google (Apache
        License 2.0) where Fluent has no picture for a thing, placed and restyled by Reelsmith. The stock
        presenters are drawn with DiceBear styles: Personas by Draftbit and Micah by Micah Lanier (both CC BY
        4.0) and Avataaars by Pablo Stanley. Captions and scenes use the Inter and Noto fonts (SIL Open Font
        License).
      </P>
    </>
  );
}

export function AvatarTechnology() {
  return (
    <>
      <P>
        An avatar is the presenter who speaks your script on screen. Reelsmith offers 50+ stock presenters,
        and on paid plans you can add a custom avatar from your own photo.
      </P>
      <H>How a presenter speaks</H>
      <P>
        First the script is turned into speech with the voice you chose, and the time of every word and of
        every sound in it is measured. The presenter is then animated from those times: the mouth takes one of
        a small set of shapes for each sound as it is spoken and closes in the pauses, with blinks and small
        head movements. Where the server is set up with a hosted lip-sync service, that service animates the
        presenter instead, and the preview says which engine made your video.
      </P>
      <H>Photo avatars</H>
      <P>
        A photo avatar starts from a clear, front-facing portrait with one face in it. Reelsmith finds the
        face and moves its mouth and jaw with the sounds of the narration, with blinks and a slight head
        motion. Only upload photos of yourself or of people who have given you permission; see our AI Safety
        page.
      </P>
      <H>Placing the avatar in the video</H>
      <P>
        The presenter is composed over the scenes as its own layer, with the captions kept clear of it and of
        the buttons each platform draws over the video. Voice, presenter, scenes and music are mixed in a
        single pass, so the exported file plays smoothly on any phone.
      </P>
      <H>Tips for the best result</H>
      <Steps
        items={[
          "Keep sentences short: presenters sound most natural at one idea per sentence.",
          "Match the voice's language to the script's language.",
          "Pick a presenter whose style fits your brand, then keep it across a series.",
          "Preview before generating: the preview shows the caption style and the avatar's place.",
        ]}
      />
    </>
  );
}
