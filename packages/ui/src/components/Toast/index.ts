export { ToastProvider, useToast, type ToastApi, type ToastTone } from './Toast.tsx';
