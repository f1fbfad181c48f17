import { defineMessages } from 'react-intl';

export const oneTimeSecretMessages = defineMessages({
  title: { id: 'ui.oneTimeSecret.title', defaultMessage: 'Copy it now: it is shown only this once', description: 'Heading over a secret (an app’s client secret) the server shows once and never again.' },
  body: { id: 'ui.oneTimeSecret.body', defaultMessage: 'We keep only a fingerprint of it. If it is lost, make a new one.', description: 'Under the one-time secret: why it cannot be shown again and what to do when it is lost.' },
  copy: { id: 'ui.oneTimeSecret.copy', defaultMessage: 'Copy', description: 'Button that copies the secret to the clipboard.' },
  copied: { id: 'ui.oneTimeSecret.copied', defaultMessage: 'Copied.', description: 'Said after the secret was copied to the clipboard.' },
  copyManually: { id: 'ui.oneTimeSecret.copyManually', defaultMessage: 'The browser did not allow copying: the secret is selected, copy it with the keyboard.', description: 'Said when the clipboard refused: the text is selected for the reader to copy.' },
});
