import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A page's `shouldRevalidate` when one query parameter only says what the page shows (`tab`, `item`): moving
 * between its values does not fetch the page's data again. A refetch started by the move could answer after a
 * write the reader made meanwhile and put the older data back on screen.
 */
export function keepDataAcross(param: string) {
  const without = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(param);
    return `${url.pathname}?${params}`;
  };
  return ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
    currentUrl.search !== nextUrl.search && without(currentUrl) === without(nextUrl) ? false : defaultShouldRevalidate;
}
