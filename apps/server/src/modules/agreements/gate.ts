import { TERMS_PENDING } from '@academy/contract';
import type { Queryable } from '../../db/index.ts';
import { ApiError } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';
import { termsPending } from './store.ts';

const refusals = defineMessages({
  acceptFirst: { id: 'server.agreements.acceptFirst', defaultMessage: 'Accept the current terms of service and privacy policy first, then try again.' },
});

/**
 * Issue 32: a signed-in user acts in the portal (joins a school, writes as a member) only once they accepted the
 * current terms of service and privacy policy. The portal's prompt asks for them; a client that skips it (or a tab
 * open since before a new version) is refused here, with a reason code the portal answers by showing the prompt.
 */
export async function requireTermsAccepted(db: Queryable, userId: string): Promise<void> {
  if (await termsPending(db, userId)) throw new ApiError(403, refusals.acceptFirst, [{ path: 'reason', message: TERMS_PENDING }]);
}
