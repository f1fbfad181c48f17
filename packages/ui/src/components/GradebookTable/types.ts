/** One exam of the class: a group of columns. */
export type GradebookExamColumn = { examId: string; name: string; passMark: number | null; hasShortAnswers: boolean };

/** A learner's standing in one exam. */
export type GradebookCellData = { best: number | null; attempts: number; switches: number; pending: number; passed: boolean };

/** One learner: a row. */
export type GradebookRowData = {
  userId: string;
  name: string | null;
  account: string | null;
  progress: number;
  checkIns: number;
  exams: Record<string, GradebookCellData>;
};
