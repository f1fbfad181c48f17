/**
 * One live lecture as an iCalendar file (RFC 5545): CRLF line ends, TEXT values escaped (§3.3.11), lines folded at
 * 75 octets without cutting a UTF-8 character (§3.1), times in UTC ("Z" form, §3.3.5).
 */
export type CalendarEvent = {
  uid: string;
  summary: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  stamp: Date;
  url?: string;
  location?: string;
};

/** 20261124T103000Z */
export const icsUtc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT escaping: backslash, semicolon, comma, and line breaks as \n. */
export const icsText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex -- other control characters are not allowed in TEXT (§3.3.11)
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

const encoder = new TextEncoder();

/** Folds one content line: at most 75 octets per physical line, continuation lines start with one space. */
export function icsFold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 plus the leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function icsEvent(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.startsAt)}`,
    `DTEND:${icsUtc(event.endsAt)}`,
    `SUMMARY:${icsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

/** One calendar of any number of events (a subscription feed); `name` is the calendar's name in calendar apps. */
export function icsCalendarOf(events: CalendarEvent[], options: { prodId?: string; name?: string } = {}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId ?? '-//Academy Portal//Live lectures//EN'}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${icsText(options.name)}`] : []),
    ...events.flatMap(icsEvent),
    'END:VCALENDAR',
  ];
  return `${lines.map(icsFold).join('\r\n')}\r\n`;
}

export const icsCalendar = (event: CalendarEvent): string => icsCalendarOf([event]);

/** Plain text of sanitized HTML for DESCRIPTION: paragraphs and breaks become line breaks, entities decoded. */
export function htmlToText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|ul|ol)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (!name.startsWith('#') || name === '#39') return entities[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
