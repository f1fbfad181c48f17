import type { GradebookCell, GradebookExam, GradebookRow } from '@academy/contract';
import { parseGradebookSort, type GradebookStatus } from '@academy/rules';
import type { Queryable } from '../../db/index.ts';
import { SqlParams } from '../classes/access.ts';
import { likePattern } from '../classes/queries.ts';

/**
 * The gradebook's SQL (issue 33): one query per page over the class's enrolled learners, their attempts grouped per
 * exam, their check-ins; filtered, sorted by any column (a per-exam column joins that exam's cell) and paged in the
 * database, then the page's cells of every exam in a second query. The export reads the same query in pages.
 */
export type GradebookFilter = { keyword?: string; status: GradebookStatus; examId?: string; sort: string; direction: 'asc' | 'desc' };

/** The class's exams (its courseware of type 2) in class order, with their pass marks and whether a lecturer marks any question. */
export async function classExams(db: Queryable, classId: string): Promise<GradebookExam[]> {
  const rows = await db.query<{ exam_id: string; name: string; pass_mark: string | null; short: boolean }>(
    `select w.courseware_uuid as exam_id, coalesce(r.name, w.courseware_name) as name, s.pass_mark::text,
       exists (select 1 from exam_questions q where q.resource_id = w.courseware_uuid and q.school_id = w.school_id and q.kind = 'shortAnswer') as short
     from class_courseware w left join resources r on r.id = w.courseware_uuid and r.school_id = w.school_id
       left join exam_settings s on s.resource_id = w.courseware_uuid and s.school_id = w.school_id
     where w.class_id = $1 and w.courseware_type = 2 order by w.position, w.id`,
    [classId],
  );
  return rows.map((row) => ({ examId: row.exam_id, name: row.name, passMark: row.pass_mark === null ? null : Number(row.pass_mark), hasShortAnswers: row.short }));
}

type LearnerRow = { user_id: string; name: string | null; account: string | null; progress: number; check_ins: number; total: number };

const SORT_SQL: Record<string, string> = {
  name: 'l.name',
  account: 'l.account',
  progress: 'l.progress',
  checkIns: 'l.check_ins',
  best: 's.best',
  attempts: 'coalesce(s.attempts, 0)',
  switches: 'coalesce(s.switches, 0)',
  pending: 'coalesce(s.pending, 0)',
};

/** The page's learners (or, without paging, a slice for the export), filtered and sorted, with the filtered total. */
export async function learnerPage(db: Queryable, input: { classId: string; schoolId: string; examIds: string[]; filter: GradebookFilter; limit: number; offset: number }): Promise<LearnerRow[]> {
  const { filter } = input;
  const params = new SqlParams();
  const classId = params.add(input.classId);
  const schoolId = params.add(input.schoolId);
  const examIds = params.add(input.examIds);
  const pattern = likePattern(filter.keyword);
  const keyword = pattern ? `and (coalesce(u.real_name, u.nick_name, '') ilike ${params.add(pattern)} or coalesce(u.mobile, '') ilike $${params.values.length} or coalesce(u.email, '') ilike $${params.values.length})` : '';
  const sort = parseGradebookSort(filter.sort) ?? { column: 'name' as const };
  const sortExam = 'examId' in sort ? params.add(sort.examId) : null;
  const filterExam = filter.examId ? params.add(filter.examId) : null;
  let status = 'true';
  if (filter.status !== 'all') {
    if (filterExam) {
      status = { passed: 'coalesce(f.passed, false)', notPassed: 'not coalesce(f.passed, false)', pending: 'coalesce(f.pending, 0) > 0' }[filter.status];
    } else {
      // Passed: every exam of the class passed (a class without exams has nobody passed).
      status = {
        passed: `cardinality(${examIds}::text[]) > 0 and coalesce(p.passed, 0) = cardinality(${examIds}::text[])`,
        notPassed: `not (cardinality(${examIds}::text[]) > 0 and coalesce(p.passed, 0) = cardinality(${examIds}::text[]))`,
        pending: 'coalesce(p.pending, 0) > 0',
      }[filter.status];
    }
  }
  const direction = filter.direction === 'desc' ? 'desc' : 'asc';
  // Empty values (no name, no score yet) last whichever way the column sorts; the user id breaks ties.
  const order = `${SORT_SQL[sort.column]} ${direction} nulls last, l.user_id ${direction}`;
  return db.query<LearnerRow>(
    `with cells as (
       select a.user_id, a.exam_id, max(a.score) filter (where a.state in ('passed', 'failed')) as best, count(*)::int as attempts,
         sum(a.switch_count)::int as switches, count(*) filter (where a.state = 'pendingMarking')::int as pending, bool_or(a.state = 'passed') as passed
       from class_exam_attempts a
       where a.class_id = ${classId} and a.school_id = ${schoolId} and a.exam_id = any(${examIds}::text[])
       group by a.user_id, a.exam_id
     ), per as (
       select user_id, count(*) filter (where passed)::int as passed, sum(pending)::int as pending from cells group by user_id
     ), checked as (
       select i.user_id, count(*)::int as n from class_check_ins i join class_checks k on k.id = i.check_id where k.class_id = ${classId} group by i.user_id
     ), l as (
       select e.user_id, coalesce(u.real_name, u.nick_name) as name, coalesce(u.mobile, u.email) as account, e.progress::int as progress, coalesce(c.n, 0) as check_ins
       from class_enrolments e join users u on u.id = e.user_id left join checked c on c.user_id = e.user_id
       where e.class_id = ${classId} and e.status = 1 ${keyword}
     )
     select l.*, count(*) over ()::int as total
     from l left join per p on p.user_id = l.user_id
       ${sortExam ? `left join cells s on s.user_id = l.user_id and s.exam_id = ${sortExam}` : ''}
       ${filterExam ? `left join cells f on f.user_id = l.user_id and f.exam_id = ${filterExam}` : ''}
     where ${status}
     order by ${order} limit ${Number(input.limit)} offset ${Number(input.offset)}`,
    params.values,
  );
}

const EMPTY_CELL: GradebookCell = { best: null, attempts: 0, switches: 0, pending: 0, passed: false };

/** Every exam's cell of the given learners. */
export async function cellsOf(db: Queryable, classId: string, schoolId: string, examIds: string[], userIds: string[]): Promise<Map<string, Record<string, GradebookCell>>> {
  const byUser = new Map<string, Record<string, GradebookCell>>(userIds.map((id) => [id, Object.fromEntries(examIds.map((examId) => [examId, { ...EMPTY_CELL }]))]));
  if (!userIds.length || !examIds.length) return byUser;
  const rows = await db.query<{ user_id: string; exam_id: string; best: string | null; attempts: number; switches: number; pending: number; passed: boolean }>(
    `select a.user_id, a.exam_id, (max(a.score) filter (where a.state in ('passed', 'failed')))::text as best, count(*)::int as attempts,
       sum(a.switch_count)::int as switches, count(*) filter (where a.state = 'pendingMarking')::int as pending, bool_or(a.state = 'passed') as passed
     from class_exam_attempts a
     where a.class_id = $1 and a.school_id = $2 and a.exam_id = any($3::text[]) and a.user_id = any($4::text[])
     group by a.user_id, a.exam_id`,
    [classId, schoolId, examIds, userIds],
  );
  for (const row of rows) {
    const cells = byUser.get(row.user_id);
    if (cells) cells[row.exam_id] = { best: row.best === null ? null : Number(row.best), attempts: row.attempts, switches: row.switches, pending: row.pending, passed: row.passed };
  }
  return byUser;
}

export async function gradebookRows(db: Queryable, classId: string, schoolId: string, examIds: string[], learners: LearnerRow[]): Promise<GradebookRow[]> {
  const cells = await cellsOf(db, classId, schoolId, examIds, learners.map((row) => row.user_id));
  return learners.map((row) => ({ userId: row.user_id, name: row.name, account: row.account, progress: Number(row.progress), checkIns: row.check_ins, exams: cells.get(row.user_id) ?? {} }));
}

export async function checksHeld(db: Queryable, classId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from class_checks where class_id = $1 and opens_at <= now()', [classId]);
  return row?.n ?? 0;
}
