export { DataTable, type DataTableProps, type DataTableColumn, type DataTableSort, type DataTableRowAction, type SortDirection } from './DataTable.tsx';
export { classTableMessages } from './classTable.messages.ts';
