import { defineMessages } from 'react-intl';

export const localizedTextFieldsMessages = defineMessages<{
  addLanguage: Record<string, never>;
  addLanguagePlaceholder: Record<string, never>;
  remove: { language: string };
  defaultHint: Record<string, never>;
}>({
  addLanguage: { id: 'ui.localizedTextFields.addLanguage', defaultMessage: 'Add a language', description: 'Select: add a field for the same text in another language.' },
  addLanguagePlaceholder: { id: 'ui.localizedTextFields.addLanguagePlaceholder', defaultMessage: 'Choose a language', description: 'Placeholder of the "Add a language" select.' },
  remove: { id: 'ui.localizedTextFields.remove', defaultMessage: 'Remove {language}', description: 'Button: remove the text in one language (language is the language’s own name).' },
  defaultHint: {
    id: 'ui.localizedTextFields.defaultHint',
    defaultMessage: 'Readers whose language is missing see this one.',
    description: 'Help under the field of the school’s default language: readers of other languages fall back to it.',
  },
});
