import { defineMessages } from 'react-intl';

export const dataTableMessages = {
  ...defineMessages({
    loading: { id: 'ui.dataTable.loading', defaultMessage: 'Loading rows…', description: 'Read by screen readers while the rows of a table load (placeholder rows are shown).' },
    actions: { id: 'ui.dataTable.actions', defaultMessage: 'Actions', description: 'Header of the column of row buttons in a table, and the text of the button that opens a row’s menu of actions.' },
  }),
  ...defineMessages<{ rowActions: { title: string }; rowAction: { action: string; title: string } }>({
    rowActions: {
      id: 'ui.dataTable.rowActions',
      defaultMessage: 'Actions for {title}',
      description: 'Screen-reader name of the button that opens the menu of actions of one table row; {title} is the row’s name (a class title). Keep the word used for “Actions”.',
    },
    rowAction: {
      id: 'ui.dataTable.rowAction',
      defaultMessage: '{action}: {title}',
      description: 'Screen-reader name of an action button in one table row: {action} is the button’s text (Edit, Delete), {title} the row’s name.',
    },
  }),
  ...defineMessages<{ range: { from: number; to: number; total: number }; pagination: { table: string } }>({
    range: {
      id: 'ui.dataTable.range',
      defaultMessage: '{from, number}–{to, number} of {total, number}',
      description: 'Under a paged table: which rows are shown out of how many, e.g. “11–20 of 95”.',
    },
    pagination: { id: 'ui.dataTable.pagination', defaultMessage: 'Pages of {table}', description: 'Screen-reader name of the page buttons under a table; {table} is the table’s name.' },
  }),
};
