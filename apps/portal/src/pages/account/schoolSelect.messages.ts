import { defineMessages } from 'react-intl';

/** /login/select: choose which school to enter. */
export const schoolSelectMessages = {
  ...defineMessages({
    intro: { id: 'portal.schoolSelect.intro', defaultMessage: 'You are a member of several schools. Which one do you want to enter?', description: 'School choice page: explanation.' },
    lastUsed: { id: 'portal.schoolSelect.lastUsed', defaultMessage: 'Last used', description: 'Badge on the school the user chose last time.' },
    failed: { id: 'portal.schoolSelect.failed', defaultMessage: 'Your choice could not be saved. Try again.', description: 'Error when remembering the school failed.' },
  }),
  ...defineMessages<{ enter: { school: string } }>({
    enter: { id: 'portal.schoolSelect.enter', defaultMessage: 'Enter {school}', description: 'Button: go into this school. {school} is its name.' },
  }),
};
