/** Filled by the issue-20 work on this sign-in method (see index.ts). */
export const samlEndpoints = {};
