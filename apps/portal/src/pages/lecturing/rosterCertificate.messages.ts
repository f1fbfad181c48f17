import { defineMessages } from 'react-intl';

/** The roster's certificate column and its revoke confirmation (issue 33): area `lecturing`. */
export const rosterCertificateMessages = defineMessages<{
  column: Record<string, never>;
  none: Record<string, never>;
  revoked: Record<string, never>;
  revoke: { name: string };
  revokeTitle: Record<string, never>;
  revokeConfirm: Record<string, never>;
  revokeBody: { number: string; name: string };
  revokedToast: { number: string };
}>({
  column: { id: 'portal.lecturing.certificate', defaultMessage: 'Certificate', description: 'Roster column: the learner’s certificate of the class.' },
  none: { id: 'portal.lecturing.certificateNone', defaultMessage: 'Not issued', description: 'Roster cell: the learner has no certificate of the class yet.' },
  revoked: { id: 'portal.lecturing.certificateRevoked', defaultMessage: 'Revoked', description: 'Roster cell badge: the certificate was revoked.' },
  revoke: { id: 'portal.lecturing.revokeCertificate', defaultMessage: 'Revoke {name}’s certificate', description: 'Accessible name of the button that revokes a learner’s certificate; name is the learner.' },
  revokeTitle: { id: 'portal.lecturing.revokeTitle', defaultMessage: 'Revoke this certificate?', description: 'Title of the confirmation before a certificate is revoked.' },
  revokeConfirm: { id: 'portal.lecturing.revokeConfirm', defaultMessage: 'Revoke certificate', description: 'Confirm button of the revoke dialog.' },
  revokeBody: { id: 'portal.lecturing.revokeBody', defaultMessage: 'Certificate {number} of {name} will be revoked: its public verification page will say so to anyone who checks it, and the learner can no longer download the PDF. This cannot be undone.', description: 'Body of the revoke confirmation; number is the certificate number, name the learner.' },
  revokedToast: { id: 'portal.lecturing.revokedToast', defaultMessage: 'Certificate {number} revoked.', description: 'Toast after a certificate was revoked.' },
});
