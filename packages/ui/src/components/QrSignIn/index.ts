export { QrSignInPanel, type QrSignInPanelProps, type QrSignInState } from './QrSignInPanel.tsx';
export { QrSignInRequest, type QrSignInRequestProps, type QrSignInRequestState, type QrRequesterDetails } from './QrSignInRequest.tsx';
export { useQrSignIn, type UseQrSignInOptions, type QrSessionOpened, type QrServerStatus } from './useQrSignIn.ts';
