import { defineMessages } from 'react-intl';

/** The internal-network sign-in page (`/bigNet/v1/authorize`, issue 20). */
export const networkSignInMessages = {
  ...defineMessages({
    intro: { id: 'portal.login.network.intro', defaultMessage: 'This school lets you sign in through its internal network, with your school account and without a one-time code. It works only while you are connected to the school’s network.', description: 'Internal-network sign-in page: what this way of signing in is.' },
    checking: { id: 'portal.login.network.checking', defaultMessage: 'Checking whether you are on the school’s network…', description: 'Internal-network sign-in page: shown while the address is checked.' },
    inside: { id: 'portal.login.network.inside', defaultMessage: 'You are on the school’s network. Taking you to the school’s sign-in…', description: 'Internal-network sign-in page: the address is inside; the browser goes on to the school’s sign-in.' },
    continue: { id: 'portal.login.network.continue', defaultMessage: 'Continue to the school’s sign-in', description: 'Internal-network sign-in page: button, in case the browser did not go on by itself.' },
    outsideTitle: { id: 'portal.login.network.outsideTitle', defaultMessage: 'You are not on the school’s network', description: 'Internal-network sign-in page: title of the message when the address is outside.' },
    codeSignIn: { id: 'portal.login.network.useCode', defaultMessage: 'Sign in with a one-time code', description: 'Internal-network sign-in page: button to the ordinary sign-in page.' },
    failedTitle: { id: 'portal.login.network.failedTitle', defaultMessage: 'We could not check your network', description: 'Internal-network sign-in page: title when the check itself failed (connection problem).' },
    failed: { id: 'portal.login.network.failed', defaultMessage: 'Try again in a moment, or sign in with a one-time code.', description: 'Internal-network sign-in page: what to do when the check failed.' },
    retry: { id: 'portal.login.network.retry', defaultMessage: 'Try again', description: 'Internal-network sign-in page: button to check the network again.' },
    noSchoolTitle: { id: 'portal.login.network.noSchoolTitle', defaultMessage: 'This sign-in link names no school', description: 'Internal-network sign-in page: title when the address has no schoolId.' },
    noSchool: { id: 'portal.login.network.noSchool', defaultMessage: 'Open the network sign-in link your school gave you, or sign in with a one-time code.', description: 'Internal-network sign-in page: what to do without a school in the address.' },
  }),
  ...defineMessages<{ outside: { ip: string } }>({
    outside: { id: 'portal.login.network.outside', defaultMessage: 'Your connection comes from {ip}, which is outside the school’s network. Internal-network sign-in works only from the school’s network: connect to it (on site, or through the school’s VPN if it has one) and try again, or sign in with a one-time code.', description: 'Internal-network sign-in page: the address is outside the school’s ranges ({ip} is the address the server sees, e.g. 203.0.113.5 or 2001:db8::1).' },
  }),
};
