import { defineMessages } from 'react-intl';

export const resultsMessages = {
  ...defineMessages({
    sort: { id: 'portal.results.sort', defaultMessage: 'Sort by', description: 'Label of the sort choice above search results.' },
    newest: { id: 'portal.results.newest', defaultMessage: 'Newest', description: 'Sort option: newest first (spec sort 0).' },
    hottest: { id: 'portal.results.hottest', defaultMessage: 'Most popular', description: 'Sort option: most viewed first (spec sort 1).' },
    downloads: { id: 'portal.results.downloads', defaultMessage: 'Most downloaded', description: 'Sort option: most downloaded first (spec sort 2).' },
    hotSearches: { id: 'portal.results.hotSearches', defaultMessage: 'Popular searches', description: 'Label of the keywords many people searched in this school (shown to everybody).' },
    recentSearches: { id: 'portal.results.recentSearches', defaultMessage: 'Your recent searches', description: 'Label of the keywords this person searched in this school (only they see them).' },
    clearHistory: { id: 'portal.results.clearHistory', defaultMessage: 'Clear my searches', description: 'Button: delete my search history in this school.' },
    cleared: { id: 'portal.results.cleared', defaultMessage: 'Your searches were cleared.', description: 'Toast after clearing the search history.' },
    clearFailed: { id: 'portal.results.clearFailed', defaultMessage: 'Your searches could not be cleared. Try again.', description: 'Toast when clearing the search history failed without a message from the server.' },
    previous: { id: 'portal.results.previous', defaultMessage: 'Previous page', description: 'Pagination: previous page.' },
    next: { id: 'portal.results.next', defaultMessage: 'Next page', description: 'Pagination: next page.' },
    enterKeyword: { id: 'portal.results.enterKeyword', defaultMessage: 'Type what you are looking for in the search box above.', description: 'Search page without a keyword.' },
  }),
  ...defineMessages<{ count: { count: number }; forKeyword: { keyword: string }; page: { page: number; pages: number } }>({
    count: { id: 'portal.results.count', defaultMessage: '{count, plural, =0 {No results} one {# result} other {# results}}', description: 'Number of results.' },
    forKeyword: { id: 'portal.results.forKeyword', defaultMessage: 'Results for “{keyword}”', description: 'Heading of the search results page.' },
    page: { id: 'portal.results.page', defaultMessage: 'Page {page, number} of {pages, number}', description: 'Pagination status.' },
  }),
};
