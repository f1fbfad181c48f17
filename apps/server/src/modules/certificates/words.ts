import { defineMessages } from '../../http/words.ts';

/** The certificate's wording (in the learner's language) and the calls' refusals. */
export const certificateWords = defineMessages({
  heading: { id: 'server.certificates.heading', defaultMessage: 'Certificate of completion' },
  certifies: { id: 'server.certificates.certifies', defaultMessage: 'This certifies that' },
  completed: { id: 'server.certificates.completed', defaultMessage: 'has completed the class' },
  dateLine: { id: 'server.certificates.dateLine', defaultMessage: 'Date: {date}' },
  numberLine: { id: 'server.certificates.numberLine', defaultMessage: 'Certificate No. {number}' },
  verifyLabel: { id: 'server.certificates.verifyLabel', defaultMessage: 'Check that this certificate is genuine at:' },
  notYours: { id: 'server.certificates.notYours', defaultMessage: 'Only the learner and the class’s managers may download this certificate.' },
  notIssued: { id: 'server.certificates.notIssued', defaultMessage: 'No certificate of this class has been issued to this learner.' },
  revokedPdf: { id: 'server.certificates.revokedPdf', defaultMessage: 'This certificate was revoked.' },
  noSuchCertificate: { id: 'server.certificates.noSuchCertificate', defaultMessage: 'No certificate has this verification code.' },
});
