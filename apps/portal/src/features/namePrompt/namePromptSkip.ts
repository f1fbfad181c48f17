import type { User } from '@academy/contract';

/** "Not now" is remembered in this browser, per account: the question is asked once, not on every page. */
const keyOf = (userId: string) => `academy.namePrompt.skipped.${userId}`;

export function skippedNamePrompt(userId: string): boolean {
  try {
    return localStorage.getItem(keyOf(userId)) === '1';
  } catch {
    return false;
  }
}

export function skipNamePrompt(userId: string) {
  try {
    localStorage.setItem(keyOf(userId), '1');
  } catch {
    // Storage refused: the panel goes for this page load only.
  }
}

/** An account nobody has named (a new one shows as its mobile number), that has not said "Not now" here. */
export const needsName = (user: User) => !user.realName?.trim() && !user.nickName?.trim() && !skippedNamePrompt(user.userId);
