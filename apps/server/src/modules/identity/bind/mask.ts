/**
 * What bind-account and bound-account may show of an identity or an account: enough for the owner to recognise it,
 * never the whole e-mail, subject or phone number (a stranger holding someone's pending bind learns nothing).
 */
const stars = '***';

/** `learner@example.com` → `l***r@example.com`; a short local part keeps only its first character. */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return maskText(email);
  const local = email.slice(0, at);
  const shown = local.length > 2 ? `${local[0]}${stars}${local.at(-1)}` : `${local[0]}${stars}`;
  return `${shown}${email.slice(at)}`;
}

/** A provider's subject: its first and last two characters when it is long enough, else only stars. */
export function maskText(text: string): string {
  return text.length > 6 ? `${text.slice(0, 2)}${stars}${text.slice(-2)}` : stars;
}

/** `13800000001` → `138****0001`; an e-mail as maskEmail. */
export function maskAccount(account: string): string {
  if (account.includes('@')) return maskEmail(account)!;
  return account.length > 7 ? `${account.slice(0, 3)}****${account.slice(-4)}` : stars;
}
