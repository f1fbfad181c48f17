import DOMPurify from 'dompurify';

/**
 * Bulletin HTML comes from school staff: keep simple formatting and links, drop scripts, event handlers, styles
 * and any javascript:/data: links (DOMPurify, a maintained sanitizer — never hand-written regexes).
 */
export function sanitizeBulletinHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span'],
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/))/i,
  });
}
