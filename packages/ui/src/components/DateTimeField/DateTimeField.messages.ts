import { defineMessages } from 'react-intl';

export const dateTimeFieldMessages = {
  ...defineMessages({
    starts: { id: 'ui.dateTimeField.starts', defaultMessage: 'Starts', description: 'Label of a date and time field: when a class, session or live lecture begins.' },
    ends: { id: 'ui.dateTimeField.ends', defaultMessage: 'Ends', description: 'Label of a date and time field: when a class, session or live lecture is over.' },
    dates: { id: 'ui.dateTimeField.dates', defaultMessage: 'Dates', description: 'Label of a from–to date range field (a filter of a list by date).' },
    endBeforeStart: { id: 'ui.dateTimeField.endBeforeStart', defaultMessage: 'The end date is before the start date.', description: 'Error under a from–to date range field whose second date is earlier than the first.' },
  }),
  ...defineMessages<{ viewerTime: { time: string; zone: string }; tooEarly: { min: string }; tooLate: { max: string } }>({
    tooEarly: { id: 'ui.dateTimeField.tooEarly', defaultMessage: 'Choose {min} or later.', description: 'Error under a date (and time) field: the value is before the earliest allowed; {min} is a formatted date or date and time.' },
    tooLate: { id: 'ui.dateTimeField.tooLate', defaultMessage: 'Choose {max} or earlier.', description: 'Error under a date (and time) field: the value is after the latest allowed; {max} is a formatted date or date and time.' },
    viewerTime: {
      id: 'ui.dateTimeField.viewerTime',
      defaultMessage: '= {time} in your time zone ({zone})',
      description:
        'Under a date and time field typed in the school’s time zone, when the reader is in another zone: the same moment in their zone. {time} is a formatted time (with the date when it differs), {zone} an IANA zone id such as Europe/Berlin.',
    },
  }),
};
