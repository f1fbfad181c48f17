import { defineMessages } from 'react-intl';

/** Column names and row actions of the lecturing center's tables (classes, live lectures), shared by the pages and the table's stories. */
export const classTableMessages = defineMessages({
  title: { id: 'ui.dataTable.column.title', defaultMessage: 'Title', description: 'Column header in a table of classes or live lectures: the title.' },
  lecturer: { id: 'ui.dataTable.column.lecturer', defaultMessage: 'Lecturer', description: 'Column header in a table of classes: who teaches it.' },
  status: { id: 'ui.dataTable.column.status', defaultMessage: 'Status', description: 'Column header in a table of classes: not started, in progress or ended.' },
  starts: { id: 'ui.dataTable.column.starts', defaultMessage: 'Starts', description: 'Column header in a table of classes: the start date and time.' },
  enrolled: { id: 'ui.dataTable.column.enrolled', defaultMessage: 'Enrolled', description: 'Column header in a table of classes: how many learners have enrolled.' },
  edit: { id: 'ui.dataTable.action.edit', defaultMessage: 'Edit', description: 'Row action in a table of classes or live lectures: open it for editing.' },
  preview: { id: 'ui.dataTable.action.preview', defaultMessage: 'Preview', description: 'Row action in a table of classes: see it as a learner will.' },
});
