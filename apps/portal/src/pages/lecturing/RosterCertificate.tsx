import { useIntl } from 'react-intl';
import type { RosterCertificate as Certificate } from '@academy/contract';
import { Button, ConfirmDialog, Link, StatusBadge, isolate, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { failureMessage } from '../../app/failureMessage.ts';
import { rosterCertificateMessages as messages } from './rosterCertificate.messages.ts';
import * as styles from './lecturing.css.ts';

export type RevokeTarget = { name: string; certificate: Certificate };

/** A learner's certificate on the roster: its number (to its verification page), revoked, or not issued; administrators may revoke it. */
export function RosterCertificateCell({ name, certificate, canRevoke, onRevoke }: { name: string; certificate: Certificate | null; canRevoke: boolean; onRevoke: (target: RevokeTarget) => void }) {
  const intl = useIntl();
  if (!certificate) return <span className={styles.muted}>{intl.formatMessage(messages.none)}</span>;
  return (
    <span className={styles.row}>
      <Link href={`/certificate/verify/${certificate.verificationCode}`}>
        <bdi dir="ltr">{certificate.certificateNo}</bdi>
      </Link>
      {certificate.revokedAt ? (
        <StatusBadge tone="danger" label={intl.formatMessage(messages.revoked)} />
      ) : (
        canRevoke && (
          <Button size="sm" variant="quiet" aria-label={intl.formatMessage(messages.revoke, { name })} onPress={() => onRevoke({ name, certificate })} data-testid="revoke-certificate">
            {intl.formatMessage(messages.revokeConfirm)}
          </Button>
        )
      )}
    </span>
  );
}

/** Asks before revoking, saying what follows: the public page says revoked, the PDF is gone, for good. */
export function RevokeCertificateDialog({ schoolId, target, onClose, onRevoked }: { schoolId: string; target: RevokeTarget | null; onClose: () => void; onRevoked: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const revoke = async (what: RevokeTarget) => {
    await api.revokeCertificate({ params: { code: what.certificate.verificationCode }, tenantId: schoolId });
    toast.show(intl.formatMessage(messages.revokedToast, { number: what.certificate.certificateNo }), 'success');
    onRevoked();
  };
  return (
    <ConfirmDialog
      isOpen={target !== null}
      onOpenChange={(open) => !open && onClose()}
      variant="destructive"
      title={intl.formatMessage(messages.revokeTitle)}
      confirmLabel={intl.formatMessage(messages.revokeConfirm)}
      onConfirm={() => (target ? revoke(target) : undefined)}
      errorMessage={(error) => failureMessage(error, undefined)}
    >
      {target && intl.formatMessage(messages.revokeBody, { number: isolate(target.certificate.certificateNo), name: isolate(target.name) })}
    </ConfirmDialog>
  );
}
