/** A list's heading with how many of the most it takes it holds ("3 of 8 max"). */
export function CountedHeading({
  id,
  title,
  count,
  max,
}: {
  id: string;
  title: string;
  count: number;
  max: number;
}) {
  return (
    <div className="flex items-baseline justify-between gap-2">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      <span className="text-xs text-muted">
        {count} of {max} max
      </span>
    </div>
  );
}
