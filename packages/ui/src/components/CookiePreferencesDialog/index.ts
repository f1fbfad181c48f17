export { CookiePreferencesDialog, type CookiePreferencesDialogProps } from './CookiePreferencesDialog.tsx';
export { cookieMessages } from './CookiePreferencesDialog.messages.ts';
