import { safeRedirectPath } from '@academy/rules';
import { badRequest } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';

const refusals = defineMessages({
  otherSite: { id: 'server.accountBinding.otherSite', defaultMessage: 'This address leads to another site, so it is not opened.' },
});

/** Percent-decodes up to three times (shared addresses are often encoded twice); a broken escape stops there. */
function percentDecoded(value: string): string {
  let current = value;
  for (let i = 0; i < 3; i += 1) {
    try {
      const next = decodeURIComponent(current);
      if (next === current) break;
      current = next;
    } catch {
      break;
    }
  }
  return current;
}

/** base64url of an address, as share links carry it; null when it is not. */
function base64Decoded(value: string): string | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  const text = Buffer.from(value, 'base64url').toString('utf8');
  return /^(\/|https?:\/\/)/i.test(text) ? text : null;
}

/**
 * An encoded redirect or share address, decoded, answered only as a path on this site: an absolute address must have
 * our origin; anything else (another host, `//host`, `javascript:`) is refused.
 */
export function decodeSameOrigin(encoded: string, origin: string): string {
  const trimmed = encoded.trim();
  const decoded = base64Decoded(trimmed) ?? percentDecoded(trimmed);
  const refused = () => badRequest(refusals.otherSite);
  let candidate = decoded;
  if (/^[a-z][a-z0-9+.-]*:/i.test(decoded)) {
    let url: URL;
    try {
      url = new URL(decoded);
    } catch {
      throw refused();
    }
    if (url.origin !== origin) throw refused();
    candidate = `${url.pathname}${url.search}${url.hash}`;
  }
  const safe = safeRedirectPath(candidate, '');
  if (!safe) throw refused();
  return safe;
}
