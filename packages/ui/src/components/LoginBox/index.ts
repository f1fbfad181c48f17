export { LoginBox, type LoginAlert, type LoginBoxProps, type LoginStatus } from './LoginBox.tsx';
export { useLoginBox, type SendCodeResult, type SignInResult, type UseLoginBoxOptions } from './useLoginBox.ts';
