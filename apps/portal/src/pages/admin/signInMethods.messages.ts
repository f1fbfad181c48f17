import { defineMessages } from 'react-intl';

/** The school administrators' page for the school's sign-in methods (admin/{schoolId}/sign-in-methods). */
export const signInMethodsMessages = {
  ...defineMessages({
    empty: { id: 'portal.signInMethods.empty', defaultMessage: 'People sign in only with a code so far.', description: 'Sign-in methods page: the school has no other sign-in method yet.' },
    kindEnterpriseOauth2: { id: 'portal.signInMethods.kind.enterpriseOauth2', defaultMessage: 'Enterprise OAuth2 / OpenID Connect', description: 'Kind of sign-in method: the company’s own OpenID Connect server.' },
    kindSso: { id: 'portal.signInMethods.kind.sso', defaultMessage: 'Corporate single sign-on', description: 'Kind of sign-in method: corporate SSO (OpenID Connect or SAML).' },
    kindWelink: { id: 'portal.signInMethods.kind.welink', defaultMessage: 'Messaging app (free login)', description: 'Kind of sign-in method: opening the portal from inside the company messaging app signs in.' },
    kindHw: { id: 'portal.signInMethods.kind.hw', defaultMessage: 'Enterprise cloud account', description: 'Kind of sign-in method: the enterprise cloud account.' },
    kindImc: { id: 'portal.signInMethods.kind.imc', defaultMessage: 'Workplace messaging app', description: 'Kind of sign-in method: a second workplace messaging app.' },
    kindBignet: { id: 'portal.signInMethods.kind.bignet', defaultMessage: 'Internal network', description: 'Kind of sign-in method: allowed only from the school’s own network.' },
    protocol: { id: 'portal.signInMethods.protocol', defaultMessage: 'Protocol', description: 'Label: the protocol of a sign-in method (OpenID Connect, SAML 2.0, OAuth 2.0).' },
    enabled: { id: 'portal.signInMethods.enabled', defaultMessage: 'Offered at sign-in', description: 'Switch: whether the sign-in method is in use.' },
    statusOn: { id: 'portal.signInMethods.statusOn', defaultMessage: 'On', description: 'Badge: the sign-in method is in use.' },
    statusOff: { id: 'portal.signInMethods.statusOff', defaultMessage: 'Off', description: 'Badge: the sign-in method is turned off.' },
    issuerFact: { id: 'portal.signInMethods.issuerFact', defaultMessage: 'Issuer', description: 'Label in the list: the provider’s issuer address.' },
    notSet: { id: 'portal.signInMethods.notSet', defaultMessage: 'Not set', description: 'A setting has no value yet.' },
    closeEdit: { id: 'portal.signInMethods.closeEdit', defaultMessage: 'Close', description: 'Button: close the settings form without saving.' },
    displayName: { id: 'portal.signInMethods.displayName', defaultMessage: 'Name on the sign-in button', description: 'Field: the name people see on the sign-in page.' },
    issuer: { id: 'portal.signInMethods.issuer', defaultMessage: 'Issuer address', description: 'Field: the OpenID / OAuth2 issuer URL.' },
    issuerHelp: { id: 'portal.signInMethods.issuerHelp', defaultMessage: 'An https address.', description: 'Help under the issuer field.' },
    clientId: { id: 'portal.signInMethods.clientId', defaultMessage: 'Client ID', description: 'Field: the id this portal has at the provider.' },
    clientSecret: { id: 'portal.signInMethods.clientSecret', defaultMessage: 'Client secret', description: 'Field: the secret this portal has at the provider (write-only).' },
    secretStored: { id: 'portal.signInMethods.secretStored', defaultMessage: 'Stored — leave empty to keep it.', description: 'Help under the secret field when a secret is stored (it is never shown).' },
    secretMissing: { id: 'portal.signInMethods.secretMissing', defaultMessage: 'None stored yet.', description: 'Help under the secret field when no secret is stored.' },
    redirectUris: { id: 'portal.signInMethods.redirectUris', defaultMessage: 'Allowed return addresses', description: 'Field: the redirect URIs the provider may send people back to.' },
    redirectUrisHelp: { id: 'portal.signInMethods.redirectUrisHelp', defaultMessage: 'One full address per line, at most 10.', description: 'Help under the redirect URI field.' },
    ipRanges: { id: 'portal.signInMethods.ipRanges', defaultMessage: 'Internal address ranges', description: 'Field: the school network’s IP ranges (CIDR).' },
    ipRangesHelp: { id: 'portal.signInMethods.ipRangesHelp', defaultMessage: 'One range per line, such as 10.0.0.0/8 or fd00::/8; at most 50.', description: 'Help under the IP ranges field.' },
    signOutUrl: { id: 'portal.signInMethods.signOutUrl', defaultMessage: 'Sign-out address', description: 'Field: where sign-out sends people at the provider (optional).' },
    samlMetadata: { id: 'portal.signInMethods.samlMetadata', defaultMessage: 'Identity provider metadata (XML)', description: 'Field: the SAML identity provider’s metadata document.' },
    saved: { id: 'portal.signInMethods.saved', defaultMessage: 'Saved.', description: 'Toast: the sign-in method was saved.' },
    notSaved: { id: 'portal.signInMethods.notSaved', defaultMessage: 'Not saved. Check the marked fields.', description: 'Error above the form when the server refused the settings.' },
    add: { id: 'portal.signInMethods.add', defaultMessage: 'Add a sign-in method', description: 'Button and heading: add a sign-in method to the school.' },
    addKind: { id: 'portal.signInMethods.addKind', defaultMessage: 'Kind', description: 'Field: which kind of sign-in method to add.' },
    create: { id: 'portal.signInMethods.create', defaultMessage: 'Add', description: 'Button: create the new sign-in method.' },
    allKinds: { id: 'portal.signInMethods.allKinds', defaultMessage: 'Every kind of sign-in method is set up already.', description: 'Shown instead of the add button when nothing is left to add.' },
  }),
  ...defineMessages<{
    intro: { school: string };
    edit: { name: string };
    lineProblem: { line: number; problem: string };
    save: { name: string };
  }>({
    intro: { id: 'portal.signInMethods.intro', defaultMessage: 'How people of {school} sign in besides a code sent to their phone or e-mail.', description: 'Sign-in methods page: introduction; {school} is the school name.' },
    edit: { id: 'portal.signInMethods.edit', defaultMessage: 'Edit {name}', description: 'Button: open the settings form of one sign-in method; {name} is its name.' },
    lineProblem: { id: 'portal.signInMethods.lineProblem', defaultMessage: 'Line {line}: {problem}', description: 'Error next to a one-per-line field: which line is wrong and why.' },
    save: { id: 'portal.signInMethods.save', defaultMessage: 'Save {name}', description: 'Button: save the settings of one sign-in method; {name} is its name.' },
  }),
};
