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

type LearnerRow = { user_id: string; name: string | null; account: string | null; progress: number; check_ins: number | null; total: number };

const SORT_SQL: Record<string, string> = {
  name: 'l.name',
  account: 'l.account',
  progress: 'l.progress',
  checkIns: 'coalesce(c.n, 0)',
  best: 's.best',
  attempts: 'coalesce(s.attempts, 0)',
  switches: 'coalesce(s.switches, 0)',
  pending: 'coalesce(s.pending, 0)',
};

/** One exam's cells of the class, grouped per learner (only that exam's attempts are read). */
const examCellsSql = (classId: string, schoolId: string, examId: string) =>
  `select a.user_id, max(a.score) filter (where a.state in ('passed', 'failed')) as best, count(*)::int as attempts, sum(a.switch_count)::int as switches,
     count(*) filter (where a.state = 'pendingMarking')::int as pending, bool_or(a.state = 'passed') as passed
   from class_exam_attempts a where a.class_id = ${classId} and a.school_id = ${schoolId} and a.exam_id = ${examId} group by a.user_id`;

/**
 * The page's learners (or a slice for the export), filtered and sorted, with the filtered total. Only what the sort
 * and the filter need is grouped: one exam's attempts for a per-exam column or status, the check-ins when sorting by
 * them; a status over every exam asks per learner through the attempts' index (class, user, exam).
 */
export async function learnerPage(db: Queryable, input: { classId: string; schoolId: string; examIds: string[]; filter: GradebookFilter; limit: number; offset: number }): Promise<LearnerRow[]> {
  const { filter } = input;
  const params = new SqlParams();
  const classId = params.add(input.classId);
  let schoolParam: string | null = null;
  // Added when first used: every value added must be referenced.
  const schoolId = () => (schoolParam ??= params.add(input.schoolId));
  const pattern = likePattern(filter.keyword);
  let keyword = '';
  if (pattern) {
    const like = params.add(pattern);
    keyword = `and (coalesce(l.name, '') ilike ${like} or coalesce(l.mobile, '') ilike ${like} or coalesce(l.email, '') ilike ${like})`;
  }
  const sort = parseGradebookSort(filter.sort) ?? { column: 'name' as const };
  const sortExam = 'examId' in sort ? sort.examId : null;
  const filterExam = filter.status !== 'all' && filter.examId ? filter.examId : null;
  const ctes: string[] = [];
  const joins: string[] = [];
  if (sortExam) {
    ctes.push(`s as (${examCellsSql(classId, schoolId(), params.add(sortExam))})`);
    joins.push('left join s on s.user_id = l.user_id');
  }
  if (filterExam) {
    if (filterExam === sortExam) joins.push('left join s f on f.user_id = l.user_id');
    else {
      ctes.push(`f as (${examCellsSql(classId, schoolId(), params.add(filterExam))})`);
      joins.push('left join f on f.user_id = l.user_id');
    }
  }
  const byCheckIns = sort.column === 'checkIns';
  if (byCheckIns) {
    ctes.push(`c as (select i.user_id, count(*)::int as n from class_check_ins i join class_checks k on k.id = i.check_id where k.class_id = ${classId} group by i.user_id)`);
    joins.push('left join c on c.user_id = l.user_id');
  }
  let status = 'true';
  if (filter.status !== 'all') {
    if (filterExam) {
      status = { passed: 'coalesce(f.passed, false)', notPassed: 'not coalesce(f.passed, false)', pending: 'coalesce(f.pending, 0) > 0' }[filter.status];
    } else if (filter.status === 'pending') {
      status = `exists (select 1 from class_exam_attempts x where x.class_id = ${classId} and x.user_id = l.user_id and x.state = 'pendingMarking')`;
    } else {
      // Passed: every exam of the class passed (a class without exams has nobody passed): those learners, grouped once.
      const examIds = params.add(input.examIds);
      ctes.push(`p as (select x.user_id from class_exam_attempts x where x.class_id = ${classId} and x.state = 'passed' and x.exam_id = any(${examIds}::text[])
        group by x.user_id having count(distinct x.exam_id) = cardinality(${examIds}::text[]))`);
      joins.push('left join p on p.user_id = l.user_id');
      const all = `(cardinality(${examIds}::text[]) > 0 and p.user_id is not null)`;
      status = filter.status === 'passed' ? all : `not ${all}`;
    }
  }
  const direction = filter.direction === 'desc' ? 'desc' : 'asc';
  // Empty values (no name, no score yet) last whichever way the column sorts; the user id breaks ties.
  const order = `${SORT_SQL[sort.column]} ${direction} nulls last, l.user_id ${direction}`;
  // The class's learners first (its enrolments, then each one's user by key), the keyword tested on those rows only:
  // otherwise a keyword can lead the planner to scan every user of the database.
  ctes.push(`l as materialized (
    select e.user_id, coalesce(u.real_name, u.nick_name) as name, coalesce(u.mobile, u.email) as account, u.mobile, u.email, e.progress::int as progress
    from class_enrolments e join users u on u.id = e.user_id where e.class_id = ${classId} and e.status = 1)`);
  return db.query<LearnerRow>(
    `with ${ctes.join(', ')}
     select l.user_id, l.name, l.account, l.progress, ${byCheckIns ? 'coalesce(c.n, 0)' : 'null::int'} as check_ins, count(*) over ()::int as total
     from l ${joins.join(' ')}
     where ${status} ${keyword}
     order by ${order} limit ${Number(input.limit)} offset ${Number(input.offset)}`,
    params.values,
  );
}

/** Check-ins of the given learners in the class. */
async function checkInsOf(db: Queryable, classId: string, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await db.query<{ user_id: string; n: number }>(
    'select i.user_id, count(*)::int as n from class_check_ins i join class_checks k on k.id = i.check_id where k.class_id = $1 and i.user_id = any($2::text[]) group by i.user_id',
    [classId, userIds],
  );
  return new Map(rows.map((row) => [row.user_id, row.n]));
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
  const userIds = learners.map((row) => row.user_id);
  const [cells, checkIns] = await Promise.all([cellsOf(db, classId, schoolId, examIds, userIds), learners.some((row) => row.check_ins === null) ? checkInsOf(db, classId, userIds) : null]);
  return learners.map((row) => ({
    userId: row.user_id,
    name: row.name,
    account: row.account,
    progress: Number(row.progress),
    checkIns: row.check_ins ?? checkIns?.get(row.user_id) ?? 0,
    exams: cells.get(row.user_id) ?? {},
  }));
}

export async function checksHeld(db: Queryable, classId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from class_checks where class_id = $1 and opens_at <= now()', [classId]);
  return row?.n ?? 0;
}
