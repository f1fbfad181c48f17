import { defineMessages } from 'react-intl';

export const paginationMessages = {
  ...defineMessages({
    navigation: { id: 'ui.pagination.navigation', defaultMessage: 'Pagination', description: 'Screen-reader name of the row of page buttons under a list.' },
    previous: { id: 'ui.pagination.previous', defaultMessage: 'Previous page', description: 'Screen-reader name of the arrow button that goes one page back.' },
    next: { id: 'ui.pagination.next', defaultMessage: 'Next page', description: 'Screen-reader name of the arrow button that goes one page forward.' },
    ellipsis: {
      id: 'ui.pagination.ellipsis',
      defaultMessage: '…',
      description: 'Shown between page numbers where several pages are skipped (e.g. 1 … 9 10 11 … 20). Hidden from screen readers.',
    },
  }),
  ...defineMessages<{ page: { page: number } }>({
    page: { id: 'ui.pagination.page', defaultMessage: 'Page {page, number}', description: 'Screen-reader name of a page-number button, e.g. “Page 3”.' },
  }),
};
