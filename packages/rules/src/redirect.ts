import { CONTROL_CHARACTERS } from './controlCharacters.ts';
/**
 * Redirect targets (the login page's `redirect` parameter, post-logout destinations) may only lead to a path on
 * this origin. Anything else — another host, protocol-relative `//host`, `/\host`, `javascript:`, encoded or
 * whitespace-smuggled variants — falls back to a safe default. The URL parser is the judge, because browsers
 * normalise `\` to `/` and drop tabs and newlines exactly as it does.
 */
const PROBE_ORIGIN = 'https://same-origin.invalid';

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

export function safeRedirectPath(target: string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || target === '') return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  if (!target.startsWith('/')) return fallback;
  const decoded = decodeFully(target);
  if (/^[/\\]{2}/.test(decoded) || /^\/[\\]/.test(decoded) || /^\s*javascript:/i.test(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
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
