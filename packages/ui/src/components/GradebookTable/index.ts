export { GradebookTable, type GradebookTableProps } from './GradebookTable.tsx';
export { gradebookTableMessages } from './GradebookTable.messages.ts';
export type { GradebookCellData, GradebookExamColumn, GradebookRowData } from './types.ts';
