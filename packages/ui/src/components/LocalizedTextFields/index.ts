export { LocalizedTextFields, type LocalizedTextFieldsProps } from './LocalizedTextFields.tsx';
export { localizedTextFieldsMessages } from './LocalizedTextFields.messages.ts';
