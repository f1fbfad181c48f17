import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  banner: { id: 'portal.home.banner', defaultMessage: 'Highlights', description: 'Accessible name of the image carousel at the top of a school home page.' },
  notDecoratedTitle: { id: 'portal.home.notDecoratedTitle', defaultMessage: 'This school is setting up its home page', description: 'Empty home page: the school has released no page yet.' },
  notDecoratedBody: { id: 'portal.home.notDecoratedBody', defaultMessage: 'Courses and news will appear here soon. Use the search above to find what is already available.', description: 'Empty home page explanation.' },
});
