import { useIntl } from 'react-intl';
import { commonMessages, Dialog, LoginBox, useLoginBox } from '@academy/ui';
import { codeSignInCalls, rememberCodeSignIn } from '../app/codeSignIn.ts';

/** Spec §6: an action that needs sign-in (feedback) asks for it in place, so the visitor keeps the page. */
export function LoginDialog({ isOpen, onOpenChange, onSignedIn }: { isOpen: boolean; onOpenChange: (open: boolean) => void; onSignedIn: () => void }) {
  const intl = useIntl();
  const box = useLoginBox({
    ...codeSignInCalls,
    onSignedIn: () => {
      rememberCodeSignIn();
      onSignedIn();
    },
  });
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={intl.formatMessage(commonMessages.signIn)}>
      <LoginBox {...box} appearance="plain" />
    </Dialog>
  );
}
