import { hostedAvatarName, videoCreditsOf } from "@/features/preview/lib/video-credits";

/** Who made what in the finished video: the hosted lip-sync service, and each stock clip's author. */
export function VideoCredits({ taskResult }: { taskResult: unknown }) {
  const { avatarEngine, stock } = videoCreditsOf(taskResult);
  const hosted = hostedAvatarName(avatarEngine);
  if (!hosted && stock.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 text-xs text-muted" data-testid="video-credits">
      {hosted ? <p>Presenter lip-synced by {hosted}.</p> : null}
      {stock.length > 0 ? (
        <p>
          Stock footage from {stock[0]?.provider}:{" "}
          {stock.map((c, i) => (
            <span key={`${c.scene}-${c.source_url}`}>
              {i > 0 ? ", " : ""}
              <a href={c.source_url} target="_blank" rel="noreferrer" className="underline">
                {c.kind === "video" ? "video" : "photo"}
              </a>{" "}
              by{" "}
              <a href={c.author_url} target="_blank" rel="noreferrer" className="underline">
                {c.author}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
