/**
 * The browser's IANA zone ('UTC' when it names none). A module of its own: pages that only read the zone (a live
 * lecture's "your time") do not load the date pickers' date library with it.
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
