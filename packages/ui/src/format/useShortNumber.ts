import { useIntl } from 'react-intl';
import { shortNumber } from '@academy/rules';
import { defineMessages } from 'react-intl';

const messages = defineMessages<{ thousands: { value: string } }>({
  thousands: { id: 'ui.number.thousands', defaultMessage: '{value}k', description: 'A count in thousands, spec short form (1.2k). Keep the k.' },
});

/** Spec §5 short form with the locale's digits: 999, 1k, 12.3k, capped at 9999k. */
export function useShortNumber(): (value: number) => string {
  const intl = useIntl();
  return (value) => {
    const short = shortNumber(value);
    const digits = intl.formatNumber(short.value, { maximumFractionDigits: 1 });
    return short.unit === 'k' ? intl.formatMessage(messages.thousands, { value: digits }) : digits;
  };
}
