export { FeedbackDialog, type FeedbackDialogProps, type FeedbackPayload, type UploadResponse, type CustomerService } from './FeedbackDialog.tsx';
