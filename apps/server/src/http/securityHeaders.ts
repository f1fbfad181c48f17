/**
 * Headers every HTML answer carries. The policy allows no inline or foreign script: the portal runs only its own
 * hashed modules, and the answers primed into the page are an `application/json` block, which is data, never run.
 * Styles may be inline (React's style attributes carry the school theme's variables); images may come from https
 * (a school's banner slides); fonts include the inlined CJK placeholder (a data: URL). The design editor frames its
 * own preview, so framing is allowed for this origin only.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export function htmlSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'cross-origin-opener-policy': 'same-origin',
    // Over plain http a browser ignores HSTS; behind a TLS-terminating proxy the proxy says https.
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
