import { defineMessages } from 'react-intl';

/** The dialog that asks a signed-in user to accept new (or first) versions of the terms and privacy policy. */
export const promptMessages = {
  ...defineMessages({
    titleFirst: { id: 'portal.agreements.prompt.titleFirst', defaultMessage: 'Before you continue', description: 'Title of the dialog asking a new user to accept the terms and privacy policy.' },
    titleUpdated: { id: 'portal.agreements.prompt.titleUpdated', defaultMessage: 'We have updated our terms', description: 'Title of the dialog asking a user to accept new versions of the terms or privacy policy.' },
    introFirst: { id: 'portal.agreements.prompt.introFirst', defaultMessage: 'To use Academy Portal, read and accept the terms of service and the privacy policy.', description: 'Dialog text for a user who has not accepted the agreements yet.' },
    introUpdated: { id: 'portal.agreements.prompt.introUpdated', defaultMessage: 'New versions were published since you last accepted them. Read what changed, then accept to continue.', description: 'Dialog text when newer versions of the agreements were published.' },
    readHere: { id: 'portal.agreements.prompt.readHere', defaultMessage: 'Read the full text', description: 'Link (to the agreement, in a new tab) or disclosure (the data processing agreement in place) that shows an agreement’s whole text.' },
    noChanges: { id: 'portal.agreements.prompt.noChanges', defaultMessage: 'No summary of changes was given for this version.', description: 'Shown in the acceptance dialog when a new version has no summary of what changed.' },
    accept: { id: 'portal.agreements.prompt.accept', defaultMessage: 'Accept', description: 'Button: accept the listed agreements.' },
    decline: { id: 'portal.agreements.prompt.decline', defaultMessage: 'Decline and sign out', description: 'Button: do not accept; the user is signed out.' },
    failed: { id: 'portal.agreements.prompt.failed', defaultMessage: 'Your acceptance could not be saved. Try again.', description: 'Error in the acceptance dialog when the server did not record the acceptance.' },
    dpaTitle: { id: 'portal.agreements.prompt.dpaTitle', defaultMessage: 'Sign the data processing agreement', description: 'Title of the dialog asking a school administrator to sign the data processing agreement for the school.' },
    dpaSign: { id: 'portal.agreements.prompt.dpaSign', defaultMessage: 'Sign for the school', description: 'Button: sign the data processing agreement for the school.' },
    dpaLater: { id: 'portal.agreements.prompt.dpaLater', defaultMessage: 'Not now', description: 'Button: close the data processing agreement dialog without signing (it asks again next time).' },
  }),
  ...defineMessages<{ service: { version: number }; privacy: { version: number }; dpaIntro: { version: number } }>({
    service: { id: 'portal.agreements.prompt.service', defaultMessage: 'Terms of service, version {version}', description: 'Name of the terms of service in the acceptance dialog, with the version number.' },
    privacy: { id: 'portal.agreements.prompt.privacy', defaultMessage: 'Privacy policy, version {version}', description: 'Name of the privacy policy in the acceptance dialog, with the version number.' },
    dpaIntro: { id: 'portal.agreements.prompt.dpaIntro', defaultMessage: 'Before you change this school’s settings, sign the data processing agreement (version {version}) on the school’s behalf.', description: 'Dialog text on the admin pages when the school has not signed the newest data processing agreement.' },
  }),
};
