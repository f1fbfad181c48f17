import { RICH_TEXT_TAGS, SAFE_LINK } from './richTextAllowList.ts';

/** The HTML Sanitizer API (Chromium 146+, Firefox 148+); not yet in TypeScript's DOM types. */
type SanitizingElement = HTMLElement & { setHTML(html: string, options: { sanitizer: { elements: string[]; attributes: string[] } }): void };
const hasBrowserSanitizer = typeof Element !== 'undefined' && 'setHTML' in Element.prototype;

/**
 * Puts a rich-text description (class, live lecture) into `element`, sanitized with the editor's and the server's
 * allow-list — paragraphs, bold, italic, underline, lists, links. Like the bulletin (BulletinBanner/sanitize.ts),
 * the browser's own sanitizer where there is one, otherwise DOMPurify loaded on demand; no Lexical here.
 */
export async function renderRichTextHtml(element: HTMLElement, html: string): Promise<void> {
  if (hasBrowserSanitizer) {
    (element as SanitizingElement).setHTML(html, { sanitizer: { elements: RICH_TEXT_TAGS, attributes: ['href'] } });
    // The platform sanitizer removes only javascript: URLs: the link rule is applied here.
    for (const link of element.querySelectorAll('[href]')) {
      const href = (link.getAttribute('href') ?? '').trim();
      if (SAFE_LINK.test(href)) link.setAttribute('href', href);
      else link.removeAttribute('href');
    }
    return;
  }
  const { default: DOMPurify } = await import('dompurify');
  element.replaceChildren(DOMPurify.sanitize(html, { ALLOWED_TAGS: RICH_TEXT_TAGS, ALLOWED_ATTR: ['href'], ALLOWED_URI_REGEXP: SAFE_LINK, RETURN_DOM_FRAGMENT: true }));
}

/**
 * renderRichTextHtml, then each paragraph or list in its own direction: a description may mix Chinese, English and
 * Arabic ones (a live lecture's, a resource page's).
 */
export async function renderRichTextBlocks(element: HTMLElement, html: string): Promise<void> {
  await renderRichTextHtml(element, html);
  for (const block of element.children) block.setAttribute('dir', 'auto');
}
