import { defineMessages } from 'react-intl';

/** The public verification page of a certificate (issue 33). */
export const certificateVerifyMessages = defineMessages<{
  heading: Record<string, never>;
  genuine: Record<string, never>;
  genuineHelp: Record<string, never>;
  revoked: Record<string, never>;
  revokedHelp: { date: string };
  notFound: Record<string, never>;
  notFoundHelp: Record<string, never>;
  school: Record<string, never>;
  learner: Record<string, never>;
  class: Record<string, never>;
  date: Record<string, never>;
  number: Record<string, never>;
}>({
  heading: { id: 'portal.learning.certificateVerify.heading', defaultMessage: 'Certificate verification', description: 'Heading of the public page that says whether a certificate is genuine.' },
  genuine: { id: 'portal.learning.certificateVerify.genuine', defaultMessage: 'Genuine', description: 'Status: the certificate was issued by the school and is valid.' },
  genuineHelp: { id: 'portal.learning.certificateVerify.genuineHelp', defaultMessage: 'This certificate was issued by the school named below.', description: 'Under the Genuine status.' },
  revoked: { id: 'portal.learning.certificateVerify.revoked', defaultMessage: 'Revoked', description: 'Status: the school revoked the certificate.' },
  revokedHelp: { id: 'portal.learning.certificateVerify.revokedHelp', defaultMessage: 'The school revoked this certificate on {date}. It is no longer valid.', description: 'Under the Revoked status; date is when.' },
  notFound: { id: 'portal.learning.certificateVerify.notFound', defaultMessage: 'Not found', description: 'Status: no certificate has this verification address.' },
  notFoundHelp: { id: 'portal.learning.certificateVerify.notFoundHelp', defaultMessage: 'No certificate has this verification address. Check that it was copied in full.', description: 'Under the Not found status.' },
  school: { id: 'portal.learning.certificateVerify.school', defaultMessage: 'School', description: 'Label of the school that issued the certificate.' },
  learner: { id: 'portal.learning.certificateVerify.learner', defaultMessage: 'Learner', description: 'Label of the learner’s name.' },
  class: { id: 'portal.learning.certificateVerify.class', defaultMessage: 'Class', description: 'Label of the class the certificate is for.' },
  date: { id: 'portal.learning.certificateVerify.date', defaultMessage: 'Issued on', description: 'Label of the date the certificate was issued.' },
  number: { id: 'portal.learning.certificateVerify.number', defaultMessage: 'Certificate number', description: 'Label of the certificate number.' },
});
