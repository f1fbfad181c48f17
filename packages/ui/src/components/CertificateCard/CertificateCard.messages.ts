import { defineMessages, type PrimitiveType } from 'react-intl';

export const certificateCardMessages = defineMessages<{
  label: { title: string };
  heading: Record<string, never>;
  issued: Record<string, never>;
  notYet: Record<string, never>;
  revoked: Record<string, never>;
  progress: Record<string, never>;
  how: { passed: number; exams: number };
  number: { number: PrimitiveType; date: string };
  revokedHelp: Record<string, never>;
  download: Record<string, never>;
  verify: Record<string, never>;
}>({
  label: { id: 'ui.certificateCard.label', defaultMessage: 'Certificate: {title}', description: 'Accessible name of a certificate card; title is the class.' },
  heading: { id: 'ui.certificateCard.heading', defaultMessage: 'Certificate', description: 'Small heading above the class title on a certificate card.' },
  issued: { id: 'ui.certificateCard.issued', defaultMessage: 'Issued', description: 'Badge: the certificate has been issued.' },
  notYet: { id: 'ui.certificateCard.notYet', defaultMessage: 'Not yet issued', description: 'Badge: the learner has not earned the certificate yet.' },
  revoked: { id: 'ui.certificateCard.revoked', defaultMessage: 'Revoked', description: 'Badge: the school revoked the certificate.' },
  progress: { id: 'ui.certificateCard.progress', defaultMessage: 'Progress towards the certificate', description: 'Accessible name of the progress bar.' },
  how: { id: 'ui.certificateCard.how', defaultMessage: 'Finish the class and pass its exams ({passed} of {exams} passed) to earn it.', description: 'Under the progress bar of a certificate not yet issued.' },
  number: { id: 'ui.certificateCard.number', defaultMessage: 'No. {number}, issued {date}', description: 'The certificate number and the date it was issued.' },
  revokedHelp: { id: 'ui.certificateCard.revokedHelp', defaultMessage: 'The school revoked this certificate; its verification page says so.', description: 'Under a revoked certificate.' },
  download: { id: 'ui.certificateCard.download', defaultMessage: 'Download PDF', description: 'Link that downloads the certificate as a PDF file.' },
  verify: { id: 'ui.certificateCard.verify', defaultMessage: 'Verification page', description: 'Link to the public page that says whether the certificate is genuine.' },
});
