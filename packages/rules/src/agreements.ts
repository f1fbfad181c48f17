/**
 * The reason (`details: [{ path: 'reason', message: TERMS_PENDING }]`) of the 403 a signed-in write gets while a
 * newer terms of service or privacy policy waits for the user's acceptance (issue 32): the portal answers it by
 * asking for that acceptance. Here, not in the contract, so the portal's entry can read it without zod.
 */
export const TERMS_PENDING = 'termsPending';
