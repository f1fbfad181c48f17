import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '@academy/rules';
import { ErrorRouteView } from '../pages/errors/ErrorRoute.tsx';

/**
 * Every error under the shell lands here: a failed lazy chunk becomes a recoverable "reload" message (spec §8),
 * a thrown 404/403 shows its page, anything else the 500 page. Never a blank screen.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ErrorRouteView kind="chunk" />;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <ErrorRouteView kind="404" />;
    if (error.status === 403) return <ErrorRouteView kind="403" />;
  }
  if (import.meta.env.DEV) console.error(error);
  return <ErrorRouteView kind="500" />;
}
