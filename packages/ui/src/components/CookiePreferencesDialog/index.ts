export { CookiePreferencesDialog, type CookiePreferencesDialogProps } from './CookiePreferencesDialog.tsx';
