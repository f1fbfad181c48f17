import { defineMessages } from 'react-intl';

export const filterToolbarMessages = {
  ...defineMessages({
    filters: { id: 'ui.filterToolbar.filters', defaultMessage: 'Filters', description: 'Screen-reader name of the search-and-filter bar above a list or table.' },
    search: { id: 'ui.filterToolbar.search', defaultMessage: 'Search', description: 'Label of the search field of a filter bar above a list or table.' },
    reset: { id: 'ui.filterToolbar.reset', defaultMessage: 'Reset filters', description: 'Button of a filter bar: clears the search text and every filter.' },
    clearSearch: { id: 'ui.filterToolbar.clearSearch', defaultMessage: 'Clear search', description: 'Screen-reader name of the × button inside a search field.' },
  }),
  ...defineMessages<{ results: { count: number } }>({
    results: {
      id: 'ui.filterToolbar.results',
      defaultMessage: '{count, plural, =0 {No results} one {# result} other {# results}}',
      description: 'After a filter bar: how many records match the search and filters; also announced to screen readers when it changes.',
    },
  }),
};
