import { defineMessages } from 'react-intl';

/** The community routes' titles (routes/table.tsx): in the community area, which loads with the pages. */
export const communityTitles = defineMessages({
  home: { id: 'community.title.home', defaultMessage: 'Community', description: 'Page title: the school community (sections and posts).' },
  post: { id: 'community.title.post', defaultMessage: 'Community post', description: 'Page title: one post of the school community with its comments.' },
});
