/**
 * The server's allow-list for class and live-lecture descriptions (apps/server/src/modules/classes/sanitize.ts):
 * what the editor loads, what it writes and what a page shows never go beyond it.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a'];
/** A stored link keeps its href only for a web, mail or same-site path — the server's rule. */
export const SAFE_LINK = /^(?:https?:|mailto:|\/(?!\/))/i;
/** A link added in the editor: https only, or a path on this site (stricter than what the server keeps). */
export const isAllowedNewLink = (url: string): boolean => /^https:\/\/[^\s/?#]+\S*$/i.test(url) || /^\/(?!\/)\S*$/.test(url);
