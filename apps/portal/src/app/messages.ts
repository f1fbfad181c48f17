import { defineMessages } from 'react-intl';

export const shellMessages = defineMessages({
  siteName: { id: 'portal.shell.siteName', defaultMessage: 'Academy Portal', description: 'Product name, shown in the browser tab after the page title.' },
  chunkFailedTitle: { id: 'portal.shell.chunkFailedTitle', defaultMessage: 'This page could not be loaded', description: 'Title when part of the app failed to download (spec §8 chunk load failure).' },
  chunkFailedBody: {
    id: 'portal.shell.chunkFailedBody',
    defaultMessage: 'Your connection may have dropped, or a new version was just released. Reloading usually fixes it.',
    description: 'Explanation when part of the app failed to download.',
  },
  reload: { id: 'portal.shell.reload', defaultMessage: 'Reload', description: 'Button: reload the page.' },
  unexpectedTitle: { id: 'portal.shell.unexpectedTitle', defaultMessage: 'Something went wrong on this page', description: 'Title of the catch-all error screen.' },
  unexpectedBody: { id: 'portal.shell.unexpectedBody', defaultMessage: 'Try again in a moment. If it keeps happening, please send us feedback.', description: 'Body of the catch-all error screen.' },
  backHome: { id: 'portal.shell.backHome', defaultMessage: 'Back to home', description: 'Link back to the portal home.' },
  skipToContent: { id: 'portal.shell.skipToContent', defaultMessage: 'Skip to main content', description: 'Keyboard skip link at the top of every page.' },
  loading: { id: 'portal.shell.loading', defaultMessage: 'Loading…', description: 'Accessible label of the page-loading spinner.' },
});
