import { CONTROL_CHARACTERS } from './controlCharacters.ts';
/**
 * Redirect targets (the login page's `redirect` parameter, post-logout destinations, the SSO return path) may only
 * lead to a path on this origin. The judge is the URL the browser will follow: the target is resolved by the WHATWG
 * URL parser against a fixed origin — which, as a browser does, turns `\` into `/`, drops tabs and newlines and
 * resolves `.`, `..`, `%2e` — and only the normalised path+search+hash is ever answered. A same-site path before
 * normalisation can be `//evil.example` after it (`/./%2e/..//evil.example`, `/a/../\evil.example`): such a result
 * is refused too, as is anything another decoding could turn into one. Anything refused falls back.
 */
const PROBE_ORIGIN = 'http://same.invalid';

function decodeFully(value: string): string {
  let current = value;
  for (let i = 0; i < 3; i += 1) {
    try {
      const decoded = decodeURIComponent(current);
      if (decoded === current) break;
      current = decoded;
    } catch {
      break;
    }
  }
  return current;
}

/** The normalised path+search+hash a browser would go to, or null when it would leave this origin. */
function resolvedOnSite(target: string): string | null {
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // '//host' (or '/\host') as a Location or in location.replace is another site.
  return /^\/[/\\]/.test(path) ? null : path;
}

export function safeRedirectPath(target: string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || target === '') return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  if (!target.startsWith('/')) return fallback;
  const path = resolvedOnSite(target);
  if (path === null) return fallback;
  // Also stable under a further decoding (a page or proxy that decodes the path once more must not find a host).
  if (resolvedOnSite(decodeFully(path)) === null) return fallback;
  // The answer is its own judgement: resolving it again gives it back.
  return resolvedOnSite(path) === path ? path : fallback;
}

/**
 * A banner slide's link, and the picture address the server announces in the home page's HTML, may only be a page of
 * this site (`/…`, not `//host`) or an https address. Here, not with the editor's rules in composition.ts: the home
 * page needs it, and should not load the editor with it.
 */
export function isSlideAddress(address: string): boolean {
  const value = address.trim();
  // A browser drops tabs and line breaks inside an address, so '/\t/evil.example' would lead to evil.example.
  if (/[\t\n\r]/.test(value) || CONTROL_CHARACTERS.test(value)) return false;
  if (/^\/(?![/\\])/.test(value)) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
