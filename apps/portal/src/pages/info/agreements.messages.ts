import { defineMessages } from 'react-intl';

/** The versioned legal pages' chrome: which version is shown, older versions, what changed. */
export const agreementPageMessages = {
  ...defineMessages({
    olderVersion: { id: 'portal.agreements.olderVersion', defaultMessage: 'You are reading an earlier version. It has been replaced.', description: 'Notice on the terms or privacy page when an older version is shown.' },
    readCurrent: { id: 'portal.agreements.readCurrent', defaultMessage: 'Read the current version', description: 'Link from an older version of the terms or privacy policy to the current one.' },
    changesTitle: { id: 'portal.agreements.changesTitle', defaultMessage: 'What changed in this version', description: 'Heading above the summary of changes of a version of the terms or privacy policy.' },
    versionsTitle: { id: 'portal.agreements.versionsTitle', defaultMessage: 'All versions', description: 'Heading of the list of every published version of the terms or privacy policy.' },
    unavailable: { id: 'portal.agreements.unavailable', defaultMessage: 'The published versions could not be loaded. This is the text shipped with the portal.', description: 'Notice when the server did not answer with the versioned text; the built-in text is shown instead.' },
  }),
  ...defineMessages<{ versionLine: { version: number; date: string }; versionLink: { version: number; date: string } }>({
    versionLine: { id: 'portal.agreements.versionLine', defaultMessage: 'Version {version}, published {date}', description: 'Under the title of the terms or privacy page: the version shown and its publication date.' },
    versionLink: { id: 'portal.agreements.versionLink', defaultMessage: 'Version {version} ({date})', description: 'One entry of the list of versions: a link to that version.' },
  }),
};

/**
 * The school data processing agreement, version 1: the seed (apps/server/src/seed/agreements.ts) reads these texts
 * from the catalogs in every language, like the terms and privacy texts of info.messages.ts.
 */
export const dataProcessingMessages = defineMessages({
  intro: {
    id: 'portal.agreements.dpa.intro',
    defaultMessage: 'This agreement is between your school, which decides why its members’ personal data is processed, and the platform, which processes it only on the school’s documented instructions.',
    description: 'School data processing agreement, first paragraph.',
  },
  scopeTitle: { id: 'portal.agreements.dpa.scopeTitle', defaultMessage: 'What is processed', description: 'School data processing agreement, heading.' },
  scope: {
    id: 'portal.agreements.dpa.scope',
    defaultMessage: 'Members’ names, phone numbers, e-mail addresses, enrolments, learning records and results, for as long as the school uses the platform and no longer than needed to return or delete them afterwards.',
    description: 'School data processing agreement, paragraph about the data processed.',
  },
  securityTitle: { id: 'portal.agreements.dpa.securityTitle', defaultMessage: 'Security and confidentiality', description: 'School data processing agreement, heading.' },
  security: {
    id: 'portal.agreements.dpa.security',
    defaultMessage: 'The platform keeps the data confidential, protects it with technical and organisational measures, tells the school without delay about any breach, and helps it answer members’ requests to see, correct or delete their data.',
    description: 'School data processing agreement, paragraph about security.',
  },
  subprocessorsTitle: { id: 'portal.agreements.dpa.subprocessorsTitle', defaultMessage: 'Other processors', description: 'School data processing agreement, heading.' },
  subprocessors: {
    id: 'portal.agreements.dpa.subprocessors',
    defaultMessage: 'Other processors (hosting, sending codes by SMS or e-mail) are engaged only under the same obligations, and the school is told before a new one is added.',
    description: 'School data processing agreement, paragraph about sub-processors.',
  },
});
