import { useIntl } from 'react-intl';
import { useDateFormatter } from 'react-aria';
import { dateTimeFieldMessages } from './DateTimeField.messages.ts';

/**
 * "Choose 11 Nov 2026, 09:00 or later." in the page's language when the value is out of range. react-aria's own
 * message follows the browser's language instead of the page's, so the pickers give theirs. Values compare as ISO
 * text: instants in UTC ('…Z') or days ('YYYY-MM-DD'); `format` formats the limit (inside the Gregorian provider).
 */
export function useRangeError(value: string | null, min: string | null | undefined, max: string | null | undefined, format: Intl.DateTimeFormatOptions): string | undefined {
  const intl = useIntl();
  const formatter = useDateFormatter(format);
  if (!value) return undefined;
  const at = (limit: string) => formatter.format(new Date(limit.length === 10 ? `${limit}T00:00:00Z` : limit));
  if (min && compare(value, min) < 0) return intl.formatMessage(dateTimeFieldMessages.tooEarly, { min: at(min) });
  if (max && compare(value, max) > 0) return intl.formatMessage(dateTimeFieldMessages.tooLate, { max: at(max) });
  return undefined;
}

/** Instants by time (offsets may differ), days by text. */
function compare(a: string, b: string): number {
  return a.length === 10 ? a.localeCompare(b) : Date.parse(a) - Date.parse(b);
}
