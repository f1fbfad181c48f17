/**
 * The Suspense fallback of a part that loads on first use: nothing to see, but a mark that something is on its way
 * (the visual tests wait until no mark is left before they take a picture: tests/stories/storySuite.tsx).
 */
export function LazyPending() {
  return <span hidden data-lazy-pending="" />;
}
