import { defineMessages } from 'react-intl';

export const schoolTimeMessages = defineMessages<{ viewerTime: { time: string } }>({
  viewerTime: {
    id: 'ui.schoolTime.viewerTime',
    defaultMessage: '{time} your time',
    description: 'Beside a date and time of a school event shown in the school’s time zone, when the reader is in another zone: the same moment on the reader’s own clock ({time} is a formatted date and time).',
  },
});
