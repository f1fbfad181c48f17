import { defineMessages } from 'react-intl';

export const checkboxMessages = defineMessages({
  required: {
    id: 'ui.checkbox.required',
    defaultMessage: 'Tick this box to continue.',
    description: 'Error under a checkbox that must be ticked (for example, accepting terms) when it is not.',
  },
  groupRequired: {
    id: 'ui.checkbox.groupRequired',
    defaultMessage: 'Choose at least one option.',
    description: 'Error under a group of checkboxes when at least one must be ticked and none is.',
  },
});
