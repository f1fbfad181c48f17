import { defineMessages } from 'react-intl';

export const loginMessages = {
  ...defineMessages({
    signingOut: { id: 'portal.login.signingOut', defaultMessage: 'Signing you out…', description: 'Shown while sign-out runs.' },
    processing: { id: 'portal.login.processing', defaultMessage: 'One moment — we are finishing your sign-in.', description: 'Shown on single-sign-on callback pages.' },
    callbackFailed: { id: 'portal.login.callbackFailed', defaultMessage: 'Verification failed, please sign in again.', description: 'Callback page: the code or user information is missing (spec §5 message).' },
    providersLabel: { id: 'portal.login.providersLabel', defaultMessage: 'Your organisation’s sign-in', description: 'Accessible name of the group of buttons that sign in at the school’s identity providers.' },
    orCode: { id: 'portal.login.orCode', defaultMessage: 'Or sign in with a one-time code', description: 'Login page: separates the identity-provider buttons from the code sign-in form.' },
  }),
  ...defineMessages<{ withProvider: { provider: string } }>({
    withProvider: { id: 'portal.login.withProvider', defaultMessage: 'Sign in with {provider}', description: 'Login page button: sign in at the school’s identity provider ({provider} is its name, e.g. “Contoso SSO”).' },
  }),
};

/** bind-account, bound-account and bound-account-verify (issue 20): an outside identity is linked only after a fresh code. */
export const bindMessages = {
  ...defineMessages({
    unnamed: { id: 'portal.login.bind.unnamed', defaultMessage: 'a new user', description: 'Bind-account page: stands for {name} when the provider sent no name.' },
    why: { id: 'portal.login.bind.why', defaultMessage: 'This identity is not linked to an account here yet. For your safety we never link accounts by a matching e-mail address: prove which account is yours with a one-time code. A new phone number or e-mail address creates a new account.', description: 'Bind-account page: why the person has to prove an account with a code.' },
    expired: { id: 'portal.login.bind.expired', defaultMessage: 'This sign-in is no longer waiting', description: 'Title when the pending link expired, was finished or belongs to another browser.' },
    boundHeading: { id: 'portal.login.bind.boundHeading', defaultMessage: 'This account is already linked', description: 'Bound-account page heading: the account just proved already has another identity of this provider linked.' },
    move: { id: 'portal.login.bind.move', defaultMessage: 'Move the link to this identity', description: 'Bound-account page: button that goes on to verify and move the link.' },
    otherAccount: { id: 'portal.login.bind.otherAccount', defaultMessage: 'Use another account', description: 'Bound-account page: button back to the bind-account form to prove another account.' },
    moveSubmit: { id: 'portal.login.bind.moveSubmit', defaultMessage: 'Move the link and sign in', description: 'Bound-account-verify page: submit button.' },
    tooMany: { id: 'portal.login.bind.tooMany', defaultMessage: 'Too many attempts for this account from this browser. Wait a few minutes, then ask for a new code.', description: 'Bound-account-verify page: the server wants the image check before sending another code.' },
    moveFailed: { id: 'portal.login.bind.moveFailed', defaultMessage: 'The link was not moved', description: 'Bound-account-verify page: title of the error message.' },
  }),
  ...defineMessages<{ signedInAs: { provider: string; name: string }; emailShown: { provider: string; email: string }; alreadyBound: { account: string; provider: string }; existingIdentity: { subject: string }; moveExplained: { provider: string }; verifyIntro: { account: string }; codeSentTo: { account: string } }>({
    signedInAs: { id: 'portal.login.bind.signedInAs', defaultMessage: 'You signed in with {provider} as {name}.', description: 'Bind-account page: which outside identity is being linked ({provider}: the provider’s name; {name}: the person’s name there, or their masked e-mail).' },
    emailShown: { id: 'portal.login.bind.emailShown', defaultMessage: 'E-mail at {provider}: {email}', description: 'Bind-account page: the masked e-mail address the provider sent (some characters replaced by ***).' },
    alreadyBound: { id: 'portal.login.bind.alreadyBound', defaultMessage: 'The account {account} is already linked to another {provider} identity:', description: 'Bound-account page: the proved account already has another identity of this provider ({account} masked phone or e-mail).' },
    existingIdentity: { id: 'portal.login.bind.existingIdentity', defaultMessage: 'Identity {subject}', description: 'Bound-account page: the masked identifier of the identity already linked.' },
    moveExplained: { id: 'portal.login.bind.moveExplained', defaultMessage: 'An account can be linked to one {provider} identity. You can move the link to the identity you just signed in with; the old one will no longer sign in to this account.', description: 'Bound-account page: what moving the link does.' },
    verifyIntro: { id: 'portal.login.bind.verifyIntro', defaultMessage: 'To move the link, confirm once more that {account} is yours: we send a new one-time code there.', description: 'Bound-account-verify page: why another code is needed ({account} masked phone or e-mail).' },
    codeSentTo: { id: 'portal.login.bind.codeSentTo', defaultMessage: 'Code sent to {account}.', description: 'Bound-account-verify page: a code was sent ({account} masked phone or e-mail).' },
  }),
};
