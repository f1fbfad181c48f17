import { defineMessages } from 'react-intl';

/** The school administrators' page for the apps that sign in through our OpenID provider (admin/{schoolId}/apps). */
export const oauthClientsMessages = {
  ...defineMessages({
    pkce: { id: 'portal.oauthClients.pkce', defaultMessage: 'Every app uses the authorization code flow with PKCE (S256) and the client secret sent with HTTP Basic. Its settings are published at:', description: 'Apps page: the protocol rules every app must follow, followed by the discovery address.' },
    empty: { id: 'portal.oauthClients.empty', defaultMessage: 'No app signs in with the portal yet.', description: 'Apps page: the school has no registered app.' },
    add: { id: 'portal.oauthClients.add', defaultMessage: 'Register an app', description: 'Heading and button: register a new app.' },
    name: { id: 'portal.oauthClients.name', defaultMessage: 'App name', description: 'Field: the app’s name, shown to people on the consent page.' },
    nameHelp: { id: 'portal.oauthClients.nameHelp', defaultMessage: 'People see it when the app asks to use their account.', description: 'Help under the app name field.' },
    redirectUris: { id: 'portal.oauthClients.redirectUris', defaultMessage: 'Redirect URIs (one per line)', description: 'Field: the addresses the app receives the sign-in code at.' },
    redirectUrisHelp: { id: 'portal.oauthClients.redirectUrisHelp', defaultMessage: 'Full https addresses, exactly as the app sends them; http only for localhost or 127.0.0.1.', description: 'Help under the redirect URIs field.' },
    nameMissing: { id: 'portal.oauthClients.nameMissing', defaultMessage: 'Enter a name.', description: 'Error: the app name is empty.' },
    uriMissing: { id: 'portal.oauthClients.uriMissing', defaultMessage: 'Enter at least one address.', description: 'Error: no redirect URI was entered.' },
    uriInvalid: { id: 'portal.oauthClients.uriInvalid', defaultMessage: 'not a full https address (http only for localhost or 127.0.0.1), or it has a user name or #fragment', description: 'Error for one line of the redirect URIs; shown after “Line N:”.' },
    create: { id: 'portal.oauthClients.create', defaultMessage: 'Register', description: 'Button: register the app.' },
    notSaved: { id: 'portal.oauthClients.notSaved', defaultMessage: 'Not saved. Check the marked fields.', description: 'Error above the form when the server refused it.' },
    failed: { id: 'portal.oauthClients.failed', defaultMessage: 'That did not work. Try again.', description: 'Toast: rotating or deleting failed.' },
    clientId: { id: 'portal.oauthClients.clientId', defaultMessage: 'Client ID', description: 'Label: the app’s client id (OAuth term).' },
    redirectUrisFact: { id: 'portal.oauthClients.redirectUrisFact', defaultMessage: 'Redirect URIs', description: 'Label in the list: the app’s redirect URIs.' },
    confidential: { id: 'portal.oauthClients.confidential', defaultMessage: 'Client secret (HTTP Basic) and PKCE', description: 'The app has a secret and uses PKCE.' },
    public: { id: 'portal.oauthClients.public', defaultMessage: 'PKCE only (no secret)', description: 'The app is public: PKCE alone proves it.' },
    createdAt: { id: 'portal.oauthClients.createdAt', defaultMessage: 'Registered', description: 'Label: when the app was registered.' },
    done: { id: 'portal.oauthClients.done', defaultMessage: 'I have copied it', description: 'Button: hide the secret shown once.' },
    rotateConfirm: { id: 'portal.oauthClients.rotateConfirm', defaultMessage: 'Make a new secret? The current one stops working at once: the app must be given the new one.', description: 'Asked before making a new secret.' },
    rotateYes: { id: 'portal.oauthClients.rotateYes', defaultMessage: 'Make a new secret', description: 'Button: confirm making a new secret.' },
    removeConfirm: { id: 'portal.oauthClients.removeConfirm', defaultMessage: 'Delete this app? People can no longer sign in to it with the portal, and what it was given is revoked.', description: 'Asked before deleting an app.' },
    removeYes: { id: 'portal.oauthClients.removeYes', defaultMessage: 'Delete the app', description: 'Button: confirm deleting the app.' },
    cancel: { id: 'portal.oauthClients.cancel', defaultMessage: 'Cancel', description: 'Button: do not rotate or delete after all.' },
    signInMethodsLink: { id: 'portal.oauthClients.signInMethodsLink', defaultMessage: 'How people sign in to the portal', description: 'Link from the apps page to the sign-in methods page.' },
    appsLink: { id: 'portal.oauthClients.appsLink', defaultMessage: 'Apps that sign in with the portal', description: 'Link from the sign-in methods page to the apps page.' },
  }),
  ...defineMessages<{
    intro: { school: string };
    secretLabel: { name: string };
    rotate: { name: string };
    remove: { name: string };
    removed: { name: string };
  }>({
    intro: { id: 'portal.oauthClients.intro', defaultMessage: 'Apps of {school} (a library, a learning system) that let people sign in with their portal account, through OpenID Connect.', description: 'Apps page: what the page is for. {school} is the school’s name.' },
    secretLabel: { id: 'portal.oauthClients.secretLabel', defaultMessage: 'Client secret of {name}', description: 'Label of the secret shown once. {name} is the app’s name.' },
    rotate: { id: 'portal.oauthClients.rotate', defaultMessage: 'New secret for {name}', description: 'Button: make a new client secret for the app.' },
    remove: { id: 'portal.oauthClients.remove', defaultMessage: 'Delete {name}', description: 'Button: delete the app.' },
    removed: { id: 'portal.oauthClients.removed', defaultMessage: '{name} was deleted.', description: 'Toast after deleting an app.' },
  }),
};
