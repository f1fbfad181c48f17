/**
 * Bulletin HTML comes from school staff: keep simple formatting and links, drop scripts, event handlers, styles
 * and any link that is not a web, mail or same-site path (javascript:, data:, //host).
 */
const ELEMENTS = ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span'];
// Links open in place: a bulletin does not get to choose a new window (DOMPurify drops `target` anyway).
const ATTRIBUTES = ['href'];
const SAFE_LINK = /^(?:https?:|mailto:|\/(?!\/))/i;

/** The HTML Sanitizer API (Chromium 146+, Firefox 148+); not yet in TypeScript's DOM types. */
type SanitizingElement = HTMLElement & { setHTML(html: string, options: { sanitizer: { elements: string[]; attributes: string[] } }): void };
const hasBrowserSanitizer = typeof Element !== 'undefined' && 'setHTML' in Element.prototype;

/**
 * Puts sanitized bulletin HTML into `element`. Sanitizing is never hand-written: the browser's own sanitizer
 * (`setHTML`) where there is one — nothing to download on the home page — otherwise DOMPurify, loaded on demand;
 * the same allow-lists and link rule for both. Resolves once the content is in.
 */
export async function renderBulletinHtml(element: HTMLElement, html: string): Promise<void> {
  if (hasBrowserSanitizer) {
    (element as SanitizingElement).setHTML(html, { sanitizer: { elements: ELEMENTS, attributes: ATTRIBUTES } });
    // The platform sanitizer removes only javascript: URLs, so the link rule is applied here: trimmed as DOMPurify
    // does, and a link with other odd characters in its scheme fails it and loses its href.
    for (const link of element.querySelectorAll('[href]')) {
      const href = (link.getAttribute('href') ?? '').trim();
      if (SAFE_LINK.test(href)) link.setAttribute('href', href);
      else link.removeAttribute('href');
    }
    return;
  }
  const { default: DOMPurify } = await import('dompurify');
  element.replaceChildren(DOMPurify.sanitize(html, { ALLOWED_TAGS: ELEMENTS, ALLOWED_ATTR: ATTRIBUTES, ALLOWED_URI_REGEXP: SAFE_LINK, RETURN_DOM_FRAGMENT: true }));
}
