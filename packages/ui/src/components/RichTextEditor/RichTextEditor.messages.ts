import { defineMessages } from 'react-intl';

export const richTextMessages = defineMessages({
  toolbar: { id: 'ui.richText.toolbar', defaultMessage: 'Formatting', description: 'Accessible name of the rich-text editor toolbar.' },
  bold: { id: 'ui.richText.bold', defaultMessage: 'Bold', description: 'Rich-text toolbar toggle: bold text.' },
  italic: { id: 'ui.richText.italic', defaultMessage: 'Italic', description: 'Rich-text toolbar toggle: italic text.' },
  underline: { id: 'ui.richText.underline', defaultMessage: 'Underline', description: 'Rich-text toolbar toggle: underlined text.' },
  bulletList: { id: 'ui.richText.bulletList', defaultMessage: 'Bulleted list', description: 'Rich-text toolbar toggle: a list with bullets.' },
  numberList: { id: 'ui.richText.numberList', defaultMessage: 'Numbered list', description: 'Rich-text toolbar toggle: a list with numbers.' },
  link: { id: 'ui.richText.link', defaultMessage: 'Link', description: 'Rich-text toolbar button: add or change a link on the selected text.' },
  undo: { id: 'ui.richText.undo', defaultMessage: 'Undo', description: 'Rich-text toolbar button: undo the last change.' },
  redo: { id: 'ui.richText.redo', defaultMessage: 'Redo', description: 'Rich-text toolbar button: redo the change just undone.' },
  linkAddress: { id: 'ui.richText.linkAddress', defaultMessage: 'Link address', description: 'Label of the address field in the rich-text link popover.' },
  linkHint: {
    id: 'ui.richText.linkHint',
    defaultMessage: 'An address starting with https:// or a page of this site starting with /',
    description: 'Hint under the link address field: which addresses are accepted.',
  },
  linkInvalid: {
    id: 'ui.richText.linkInvalid',
    defaultMessage: 'Enter an address starting with https:// or a page of this site starting with /',
    description: 'Error under the link address field when the address is not accepted.',
  },
  applyLink: { id: 'ui.richText.applyLink', defaultMessage: 'Apply', description: 'Link popover button: set the link.' },
  removeLink: { id: 'ui.richText.removeLink', defaultMessage: 'Remove link', description: 'Link popover button: turn the linked text back into plain text.' },
});
