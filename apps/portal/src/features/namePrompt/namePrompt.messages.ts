import { defineMessages } from 'react-intl';

/** The one-time question to a new account that has no name yet (issue 34, item 9). */
export const namePromptMessages = {
  ...defineMessages({
    title: { id: 'portal.namePrompt.title', defaultMessage: 'What should we call you?', description: 'Title of the panel asking a new account for the name others see.' },
    intro: { id: 'portal.namePrompt.intro', defaultMessage: 'Lecturers and classmates see your mobile number until you give a name.', description: 'Why the panel asks for a name.' },
    label: { id: 'portal.namePrompt.label', defaultMessage: 'Name shown to others', description: 'Label of the name field.' },
    required: { id: 'portal.namePrompt.required', defaultMessage: 'Enter a name, or choose “Not now”.', description: 'Error when Save is pressed with an empty name.' },
    save: { id: 'portal.namePrompt.save', defaultMessage: 'Save name', description: 'Button: store the name typed.' },
    skip: { id: 'portal.namePrompt.skip', defaultMessage: 'Not now', description: 'Button: do not give a name; the panel is not shown again.' },
    failed: { id: 'portal.namePrompt.failed', defaultMessage: 'The name could not be saved. Please try again.', description: 'Error when storing the name failed for another reason than the name itself.' },
  }),
  ...defineMessages<{ saved: { name: string } }>({
    saved: { id: 'portal.namePrompt.saved', defaultMessage: 'Others now see you as {name}.', description: 'Toast after the name is stored; name is what was typed.' },
  }),
};
