import { defineMessages } from 'react-intl';

export const confirmDialogMessages = {
  ...defineMessages({
    confirm: { id: 'ui.confirmDialog.confirm', defaultMessage: 'Confirm', description: 'Default text of the button that goes ahead in a confirmation dialog that deletes nothing.' },
    deleteBody: { id: 'ui.confirmDialog.deleteBody', defaultMessage: 'This cannot be undone.', description: 'Body of a dialog that asks before deleting something for good.' },
    failed: {
      id: 'ui.confirmDialog.failed',
      defaultMessage: 'That did not work. Nothing was changed; you can try again.',
      description: 'Shown in a confirmation dialog when the confirmed action failed (for example the server refused it); the dialog stays open.',
    },
  }),
  ...defineMessages<{ deleteTitle: { name: string } }>({
    deleteTitle: {
      id: 'ui.confirmDialog.deleteTitle',
      defaultMessage: 'Delete “{name}”?',
      description: 'Title of a dialog that asks before deleting something; {name} is its title (a class, a live lecture, a file), shown in its own direction.',
    },
  }),
};
