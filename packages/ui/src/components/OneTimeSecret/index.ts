export { OneTimeSecret, type OneTimeSecretProps } from './OneTimeSecret.tsx';
export { oneTimeSecretMessages } from './OneTimeSecret.messages.ts';
export { copyText } from './copyText.ts';
