/**
 * Spec §2: "/" marks its messaging-app free-login attempt for this tab, so the callback page knows a failure should
 * go back to "/" for its fallbacks rather than stop on an error.
 */
export const FREE_LOGIN_ATTEMPT_KEY = 'academy.freeLoginAttempt';
