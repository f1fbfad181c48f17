export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { confirmDialogMessages } from './ConfirmDialog.messages.ts';
