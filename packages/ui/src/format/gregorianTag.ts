/**
 * The locale's tag with the Gregorian calendar. Sessions, the server's months ("2026-11") and ISO dates are
 * Gregorian, while some browsers and ICU versions default ar-SA to the Umm al-Qura calendar (and fa-IR to the
 * Persian one); digits, month names, week start and direction stay the locale's.
 */
export function gregorianLocale(tag: string): string {
  const locale = new Intl.Locale(tag);
  return locale.calendar === 'gregory' ? tag : new Intl.Locale(tag, { calendar: 'gregory' }).toString();
}
