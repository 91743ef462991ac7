/** Card-shaped placeholders while the first page loads. */
export function LoadingGrid() {
  return (
    <ul aria-hidden className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
      {Array.from({ length: 8 }, (_, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
          key={i}
          className="aspect-[9/16] animate-pulse rounded-card bg-surface-2 motion-reduce:animate-none"
        />
      ))}
    </ul>
  );
}
