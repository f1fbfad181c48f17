export { LoginBox, type LoginAlert, type LoginBoxProps, type LoginImageCheck, type LoginRefusal, type LoginStatus } from './LoginBox.tsx';
export { useLoginBox, type CodeAttemptRefusal, type ImageCheckCalls, type SendCodeResult, type SignInResult, type UseLoginBoxOptions } from './useLoginBox.ts';
export { CodeRow, type CodeRowProps } from './CodeRow.tsx';
