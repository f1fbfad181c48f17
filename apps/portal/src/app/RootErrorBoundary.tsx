import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '@academy/rules';
import type { ErrorKind } from '@academy/ui';
import { ErrorRouteView } from '../pages/errors/ErrorRoute.tsx';
import * as styles from '../layouts/layout.css.ts';

/**
 * Every error under the shell lands here: a failed lazy chunk becomes a recoverable "reload" message (spec §8),
 * a thrown 404/403 shows its page, anything else the 500 page. Never a blank screen.
 */
export function RootErrorBoundary() {
  // Outside every layout: the page still needs its main landmark (screen-reader navigation, axe landmark-one-main).
  return (
    <main id="main" className={styles.main}>
      <ErrorRouteView kind={kindOf(useRouteError())} />
    </main>
  );
}

function kindOf(error: unknown): ErrorKind {
  if (isChunkLoadError(error)) return 'chunk';
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 403)) return String(error.status) as ErrorKind;
  if (import.meta.env.DEV) console.error(error);
  return '500';
}
