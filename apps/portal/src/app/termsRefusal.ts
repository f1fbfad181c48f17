import { refusalReason, type ApiError } from '@academy/api-client';
import { TERMS_PENDING } from '@academy/rules';
import { recheckAgreements } from '../layouts/AgreementGate.tsx';

/**
 * A write the server refused because newer terms wait for the user (issue 32) brings the acceptance prompt back,
 * whichever page made it: the page shows the server's words, the prompt the way on.
 */
export function answerRefusal(error: ApiError) {
  if (refusalReason(error) === TERMS_PENDING) recheckAgreements();
}
