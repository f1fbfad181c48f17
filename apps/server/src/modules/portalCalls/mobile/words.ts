import { defineMessages } from '../../../http/words.ts';

/** The mobile page's own words (server-rendered): catalogue messages like the server's refusals. */
export const mobileWords = defineMessages({
  popular: { id: 'server.mobile.popular', defaultMessage: 'Popular' },
  results: { id: 'server.mobile.results', defaultMessage: 'Search results' },
  fullSite: { id: 'server.mobile.fullSite', defaultMessage: 'Full site' },
  noResults: { id: 'server.mobile.noResults', defaultMessage: 'Nothing found.' },
  nothingYet: { id: 'server.mobile.nothingYet', defaultMessage: 'This school has nothing to show yet.' },
});
