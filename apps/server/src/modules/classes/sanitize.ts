import sanitizeHtml from 'sanitize-html';

// The same allow-list idea as the bulletin (packages/ui/src/components/BulletinBanner/sanitize.ts): simple
// formatting and links; a link keeps its href only for a web, mail or same-site path (no javascript:, data:, //host).
const SAFE_LINK = /^(?:https?:|mailto:|\/(?!\/))/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, given) => {
      const href = (given.href ?? '').trim();
      const attribs: sanitizeHtml.Attributes = SAFE_LINK.test(href) ? { href } : {};
      return { tagName, attribs };
    },
  },
};

/** A class description as staff typed it, reduced to what the class page may render. */
export const sanitizeDescription = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
