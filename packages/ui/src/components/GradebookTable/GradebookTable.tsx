import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { contentProps } from '../../content/contentProps.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { DataTable, type DataTableColumn, type DataTableSort } from '../DataTable/index.ts';
import * as styles from './GradebookTable.css.ts';
import { gradebookTableMessages as messages } from './GradebookTable.messages.ts';
import type { GradebookCellData, GradebookExamColumn, GradebookRowData } from './types.ts';

type TableName = { caption: Exclude<ReactNode, null | undefined | boolean>; 'aria-label'?: undefined } | { caption?: undefined; 'aria-label': string };

export type GradebookTableProps = TableName & {
  /** The class's exams, in class order: four columns each (best score, attempts, screen switches, to mark). */
  exams: readonly GradebookExamColumn[];
  /** The learners of the current page, already filtered and sorted (on the server). */
  rows: readonly GradebookRowData[];
  /** Attendance checks the class has held: check-ins show out of these. */
  checks: number;
  /**
   * The sort: `name`, `progress`, `checkIns`, or `best:<examId>`, `attempts:<examId>`, `switches:<examId>`,
   * `pending:<examId>` — the gradebook's sort keys, which the page sends to the server as they are.
   */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  page?: number;
  pageSize?: number;
  totalItems?: number;
  onPageChange?: (page: number) => void;
  /** Opens the marking of a learner's short answers in an exam (the To mark cell's button). */
  onMark?: (row: GradebookRowData, exam: GradebookExamColumn) => void;
  isLoading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** What the empty table says beyond its default (e.g. a button that clears the filters). */
  emptyAction?: ReactNode;
  maxBlockSize?: string;
  className?: string;
};

const EMPTY: GradebookCellData = { best: null, attempts: 0, switches: 0, pending: 0, passed: false };

/**
 * A class's gradebook: a row per learner (name and account, course progress, check-ins) and, per exam, the best
 * score with whether it passed, the attempts, the screen switches counted and the attempts awaiting marking — with a
 * Mark button there. Built on DataTable: every column sorts (the page sorts on the server), paging, loading, empty
 * and error states; it scrolls sideways in its own box when the exams do not fit.
 */
export function GradebookTable({ exams, rows, checks, onMark, emptyAction, ...props }: GradebookTableProps) {
  const intl = useIntl();
  const columns = useMemo<DataTableColumn<GradebookRowData>[]>(() => {
    const nameOf = (row: GradebookRowData) => row.name ?? intl.formatMessage(messages.noName);
    const number = (value: number) => intl.formatNumber(value);
    // The exam's name shows over its first column; the other three carry it for screen readers only, so every
    // header says which exam it is about.
    const examHeader = (exam: GradebookExamColumn, measure: ReactNode, first = false) => (
      <span className={styles.header}>
        <span {...contentProps(first ? styles.examName : visuallyHidden, first ? { lines: 2 } : {})}>{exam.name}</span>
        <span>{measure}</span>
      </span>
    );
    const cellOf = (row: GradebookRowData, exam: GradebookExamColumn) => row.exams[exam.examId] ?? EMPTY;
    const learnerColumns: DataTableColumn<GradebookRowData>[] = [
      {
        id: 'name',
        header: intl.formatMessage(messages.learner),
        isSortable: true,
        isRowHeader: true,
        cell: (row) => (
          <span className={styles.learner}>
            <span {...contentProps(null, { lines: 2 })}>{nameOf(row)}</span>
            {row.account && (
              <span dir="ltr" className={styles.account}>
                {row.account}
              </span>
            )}
          </span>
        ),
      },
      { id: 'progress', header: intl.formatMessage(messages.progress), isSortable: true, align: 'numeric', cell: (row) => intl.formatNumber(row.progress / 100, { style: 'percent' }) },
      { id: 'checkIns', header: intl.formatMessage(messages.checkIns), isSortable: true, align: 'numeric', cell: (row) => intl.formatMessage(messages.checkInsValue, { count: row.checkIns, total: checks }) },
    ];
    const examColumns = exams.flatMap((exam): DataTableColumn<GradebookRowData>[] => [
      {
        id: `best:${exam.examId}`,
        header: examHeader(exam, intl.formatMessage(messages.best), true),
        isSortable: true,
        align: 'numeric',
        cell: (row) => {
          const cell = cellOf(row, exam);
          if (cell.best === null) return <span className={styles.muted}>{intl.formatMessage(cell.pending > 0 ? messages.awaitingMarking : messages.notTaken)}</span>;
          return (
            <span className={styles.score}>
              {number(cell.best)}
              <Badge tone={cell.passed ? 'success' : 'danger'}>{intl.formatMessage(cell.passed ? messages.passed : messages.notPassed)}</Badge>
            </span>
          );
        },
      },
      { id: `attempts:${exam.examId}`, header: examHeader(exam, intl.formatMessage(messages.attempts)), isSortable: true, align: 'numeric', cell: (row) => number(cellOf(row, exam).attempts) },
      { id: `switches:${exam.examId}`, header: examHeader(exam, intl.formatMessage(messages.switches)), isSortable: true, align: 'numeric', cell: (row) => number(cellOf(row, exam).switches) },
      {
        id: `pending:${exam.examId}`,
        header: examHeader(exam, intl.formatMessage(messages.pending)),
        isSortable: true,
        align: 'numeric',
        cell: (row) => {
          const { pending } = cellOf(row, exam);
          if (pending === 0 || !onMark) return number(pending);
          return (
            <Button size="sm" variant="secondary" onPress={() => onMark(row, exam)} aria-label={intl.formatMessage(messages.markLabel, { count: pending, name: nameOf(row), exam: exam.name })}>
              {intl.formatMessage(messages.mark, { count: pending })}
            </Button>
          );
        },
      },
    ]);
    return [...learnerColumns, ...examColumns];
  }, [intl, exams, checks, onMark]);

  return (
    <DataTable
      {...props}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.userId}
      getRowTitle={(row) => row.name ?? row.userId}
      empty={{ title: intl.formatMessage(messages.emptyTitle), description: intl.formatMessage(messages.emptyDescription), action: emptyAction }}
    />
  );
}
