#!/usr/bin/env node
// Lecturing-center figures, printed (not a test, not a gate): on a throwaway PostgreSQL with 5,000 classes in one
// school, the p50/p99 of the class search over 200 requests and the plan PostgreSQL picks for it (it must read an
// index on school_id); then the roster export of one class with 10,000 learners, as CSV and as XLSX: wall time,
// bytes, and the server's peak resident memory (VmHWM, reset before each export) against its resident memory
// before. Issue 18 budgets: search p99 ≤ 50 ms, export ≤ 2 s with flat memory. Then the gradebook (issue 33) of a
// class of 2,000 learners × 10 exams (about 40,000 attempts, some awaiting marking) and 10 attendance checks: the
// p50/p99 of a page over 200 requests (sorted by name, by one exam's best score, filtered by status, by keyword, deep
// pages) and its export as CSV and XLSX (wall time, bytes, peak memory). Budgets: page p99 ≤ 100 ms, export ≤ 2 s
// with flat memory. `--gradebook` runs the gradebook part only.
//   node scripts/bench-classes.mjs [--gradebook]
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Client } from 'pg';
import { register } from 'tsx/esm/api';
import { startPostgres } from './postgres.mjs';
import { startThrowawayServer } from './serve.mjs';

register();
const { classSearchSql } = await import('../apps/server/src/modules/classes/search.ts');
const { ClassSearchQuery } = await import('../packages/contract/src/classes.ts');

const SCHOOL = '1000000000000000001';
const ADMIN_MOBILE = '13800000003';
const CLASSES = 5_000;
const LEARNERS = 10_000;
const REQUESTS = 200;
const BIG_CLASS = '3000000000000000000';
/** A class four times larger, to see whether the export's memory grows with the roster (it should not). */
const HUGE_CLASS = '3000000000000000001';
const HUGE = 40_000;
/** Classes of the other demo schools in the same table, as in a shared multi-school database. */
const OTHER_SCHOOLS = ['1000000000000000002', '1000000000000000003'];
const OTHER_CLASSES = 20_000;
const GRADEBOOK_CLASS = '3000000000000000002';
const GRADEBOOK_LEARNERS = 2_000;
const GRADEBOOK_EXAMS = 10;
const ONLY_GRADEBOOK = process.argv.includes('--gradebook');

const ms = (from) => Number(process.hrtime.bigint() - from) / 1e6;
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;
const memory = (pid) => Object.fromEntries(readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').filter((line) => /^Vm(RSS|HWM):/.test(line)).map((line) => [line.split(':')[0], Number(line.split(/\s+/)[1])]));
/** Resets the process's peak RSS (Linux clear_refs 5), so each export reports its own peak. */
const resetPeak = (pid) => {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
};

const postgres = await startPostgres();
let server;

/**
 * A download read chunk by chunk and dropped, as a browser saving a file does: wall time, first byte, size, and the
 * server's resident memory before and its peak during (reset first).
 */
async function timedDownload(url, headers, label) {
  const before = memory(server.pid);
  const reset = resetPeak(server.pid);
  const started = process.hrtime.bigint();
  const answer = await fetch(url, { headers });
  if (answer.status !== 200) throw new Error(`export ${label}: ${answer.status}`);
  let bytes = 0;
  let firstByte;
  for await (const chunk of answer.body) {
    firstByte ??= ms(started);
    bytes += chunk.length;
  }
  const wall = ms(started);
  const after = memory(server.pid);
  console.log(`  ${label} ${String(Math.round(wall)).padStart(5)} ms wall (first byte ${Math.round(firstByte)} ms), ${(bytes / 1024).toFixed(0)} KB; server RSS before ${mb(before.VmRSS)}, peak during ${mb(after.VmHWM)}${reset ? '' : ' (peak since start: clear_refs unavailable)'}`);
}
try {
  server = await startThrowawayServer({ DATABASE_URL: postgres.url, LOG_LEVEL: 'silent' });
  const db = new Client({ connectionString: postgres.url });
  await db.connect();

  let started = process.hrtime.bigint();
  if (!ONLY_GRADEBOOK) {
    // 5,000 classes over three years, each with a lecturer, two sessions and a few enrolments.
    await db.query(
      `insert into classes (id, school_id, title, title_en, starts_at, ends_at, capacity, mode, published, created_by)
       select (2100000000000000000 + i)::text, $1, '班级 ' || i || ' Class ' || md5(i::text), 'Class ' || i,
         now() - interval '2 years' + (i * interval '5 hours'), now() - interval '2 years' + (i * interval '5 hours') + interval '30 days',
         100, case when i % 3 = 0 then 'offline' else 'online' end, true, 'u-admin'
       from generate_series(1, ${CLASSES}) i`,
      [SCHOOL],
    );
    for (const [index, school] of OTHER_SCHOOLS.entries()) {
      await db.query(
        `insert into classes (id, school_id, title, starts_at, ends_at, mode, published, created_by)
         select (${2300000000000000000n + BigInt(index) * 100000n} + i)::text, $1, 'Other ' || i, now() - interval '2 years' + (i * interval '5 hours'),
           now() - interval '2 years' + (i * interval '5 hours') + interval '30 days', 'online', true, 'u-admin'
         from generate_series(1, ${OTHER_CLASSES}) i`,
        [school],
      );
    }
    await db.query(`insert into class_lecturers (class_id, user_id, school_id) select id, 'u-lecturer', school_id from classes where id like '21%'`);
    await db.query(
      `insert into class_sessions (id, class_id, school_id, title, starts_at, ends_at, position)
       select (2200000000000000000 + row_number() over ())::text, c.id, c.school_id, 'Session ' || k, c.starts_at + (k * interval '1 day'), c.starts_at + (k * interval '1 day') + interval '90 minutes', k
       from classes c cross join generate_series(0, 1) k where c.id like '21%'`,
    );
    await db.query(`insert into class_enrolments (class_id, user_id, school_id, progress) select c.id, u.id, c.school_id, 50 from classes c cross join (select id from users where id like 'u-trainee-%' limit 5) u where c.id like '21%'`);

    // One class with 10,000 enrolled learners for the export.
    await db.query(
      `insert into classes (id, school_id, title, starts_at, ends_at, mode, published, created_by) values ($1, $2, '万人班 Big class', now(), now() + interval '30 days', 'online', true, 'u-admin')`,
      [BIG_CLASS, SCHOOL],
    );
    await db.query(`insert into users (id, real_name, email) select 'u-bench-' || lpad(i::text, 6, '0'), (array['王小明', 'Emily Carter', 'ليلى حسن', '=cmd'])[1 + i % 4] || ' ' || i, 'bench' || i || '@example.com' from generate_series(1, ${LEARNERS}) i`);
    await db.query(`insert into class_enrolments (class_id, user_id, school_id, progress) select $1, 'u-bench-' || lpad(i::text, 6, '0'), $2, i % 101 from generate_series(1, ${LEARNERS}) i`, [BIG_CLASS, SCHOOL]);
    await db.query(
      `insert into classes (id, school_id, title, starts_at, ends_at, mode, published, created_by) values ($1, $2, 'Huge class', now(), now() + interval '30 days', 'online', true, 'u-admin')`,
      [HUGE_CLASS, SCHOOL],
    );
    await db.query(`insert into users (id, real_name) select 'u-huge-' || lpad(i::text, 6, '0'), '学员 ' || i from generate_series(1, ${HUGE}) i`);
    await db.query(`insert into class_enrolments (class_id, user_id, school_id, progress) select $1, 'u-huge-' || lpad(i::text, 6, '0'), $2, i % 101 from generate_series(1, ${HUGE}) i`, [HUGE_CLASS, SCHOOL]);
    await db.query('analyze');
    console.log(`seeded ${CLASSES} classes (+${OTHER_CLASSES * OTHER_SCHOOLS.length} in other schools), ${CLASSES * 2} sessions, ${LEARNERS} and ${HUGE} learners in two classes: ${Math.round(ms(started))} ms`);
  }

  // Sign in as the school's administrator (the code comes from the demo outbox).
  // A code is good only in the browser that asked for it: its login_browser cookie goes with the token request.
  const sent = await fetch(`${server.url}/api/accounts/open/login/sms-code`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: ADMIN_MOBILE }) });
  const browser = sent.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const outbox = await (await fetch(`${server.url}/api/dev/outbox`)).json();
  const code = outbox.find((entry) => entry.to === ADMIN_MOBILE).code;
  const token = await fetch(`${server.url}/api/auth/oauth/token`, { method: 'POST', headers: { cookie: browser }, body: new URLSearchParams({ grant_type: 'sms_code', mobile: ADMIN_MOBILE, code }) });
  const cookie = token.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const headers = { cookie, tenantId: SCHOOL };

  if (!ONLY_GRADEBOOK) {
    // The management page's searches, 40 of each kind.
    const variants = {
      'default (newest start first)': '',
      'keyword': '&keyword=Class%2012',
      'status ongoing': '&status=2',
      'sort by title, page 10': '&sortBy=title&order=asc&pageNumber=10',
      'sort by enrolled': '&sortBy=enrolled&order=desc',
    };
    const search = `${server.url}/api/manager/lectureclass/searchbycondition?pageSize=20`;
    for (const query of Object.values(variants)) await fetch(search + query, { headers }); // warm-up
    const times = {};
    for (let i = 0; i < REQUESTS; i += 1) {
      const [name, query] = Object.entries(variants)[i % 5];
      started = process.hrtime.bigint();
      const answer = await fetch(search + query, { headers });
      if (answer.status !== 200) throw new Error(`search ${name}: ${answer.status} ${await answer.text()}`);
      const body = await answer.json();
      (times[name] ??= []).push(ms(started));
      if (i < 5 && !body.data.total) throw new Error(`search ${name} found nothing`);
    }
    const all = Object.values(times).flat();
    console.log(`\nclass search over ${CLASSES} classes, ${REQUESTS} requests over HTTP: p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms (budget p99 ≤ 50 ms)`);
    for (const [name, values] of Object.entries(times)) console.log(`  ${name.padEnd(30)} p50 ${percentile(values, 50).toFixed(1)} ms  p99 ${percentile(values, 99).toFixed(1)} ms`);

    // The plans of exactly the SQL the server runs for each search (a school-wide caller), and the time PostgreSQL
    // itself spends on them: the HTTP figures above add the session and role checks, JSON and this machine's load.
    console.log(`(load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${cpus().length} CPUs while measuring)`);
    const caller = { userId: 'u-admin', schoolId: SCHOOL, role: 'admin' };
    for (const [name, query] of Object.entries(variants)) {
      const parsed = ClassSearchQuery.parse(Object.fromEntries(new URLSearchParams(`pageSize=20${query}`)));
      const sql = classSearchSql(caller, { ...parsed, from: null, to: null }, new Date());
      const explain = async (text, values) => (await db.query(`explain (analyze, costs off, timing off, summary on) ${text}`, values)).rows.map((row) => row['QUERY PLAN']);
      const pagePlan = await explain(sql.pageSql, sql.pageValues);
      const countPlan = await explain(sql.countSql, sql.countValues);
      const executed = (plan) => plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '');
      const scans = (plan) => [...new Set(plan.filter((line) => /Scan.* on classes c\b|Bitmap Index Scan on classes_/.test(line)).map((line) => line.trim().replace(/^->\s*/, '').replace(/\s*\(actual.*$/, '')))].join(' / ');
      console.log(`\nEXPLAIN ${name}: page ${executed(pagePlan)} [${scans(pagePlan)}], count ${executed(countPlan)} [${scans(countPlan)}]`);
      if (name.startsWith('default')) for (const line of pagePlan) console.log(`    ${line}`);
    }

    // Roster exports: the body is read chunk by chunk and dropped, as a browser saving a file does.
    console.log(`\nroster export (server pid ${server.pid}):`);
    for (const [classId, learners] of [[BIG_CLASS, LEARNERS], [HUGE_CLASS, HUGE]]) {
      for (const format of ['csv', 'xlsx']) {
        await timedDownload(`${server.url}/api/manager/downloadStudent/${classId}?format=${format}`, headers, `${String(learners).padStart(6)} learners ${format.toUpperCase().padEnd(4)}`);
      }
    }
    console.log('  (budget: 10,000 learners ≤ 2 s, memory flat)');
  }

  // The gradebook (issue 33): 2,000 learners × 10 exams, one to three attempts each, a tenth of the last awaiting marking.
  started = process.hrtime.bigint();
  await db.query(
    `insert into classes (id, school_id, title, starts_at, ends_at, mode, published, created_by) values ($1, $2, '成绩册 Gradebook class', now() - interval '30 days', now() + interval '30 days', 'online', true, 'u-admin')`,
    [GRADEBOOK_CLASS, SCHOOL],
  );
  await db.query(`insert into users (id, real_name, mobile) select 'u-grade-' || lpad(i::text, 5, '0'), (array['王小明', 'Emily Carter', 'ليلى حسن', '=cmd'])[1 + i % 4] || ' ' || i, '1770' || lpad(i::text, 7, '0') from generate_series(1, ${GRADEBOOK_LEARNERS}) i`);
  await db.query(`insert into class_enrolments (class_id, user_id, school_id, progress) select $1, 'u-grade-' || lpad(i::text, 5, '0'), $2, i % 101 from generate_series(1, ${GRADEBOOK_LEARNERS}) i`, [GRADEBOOK_CLASS, SCHOOL]);
  await db.query(
    `insert into class_courseware (id, class_id, school_id, courseware_uuid, courseware_name, courseware_type, position)
     select (3100000000000000000 + k)::text, $1, $2, 'bench-exam-' || k, '考试 Exam ' || k, 2, k from generate_series(1, ${GRADEBOOK_EXAMS}) k`,
    [GRADEBOOK_CLASS, SCHOOL],
  );
  await db.query(
    `insert into class_exam_attempts (id, class_id, user_id, school_id, exam_id, state, score, pass_score, started_at, finished_at, deadline_at, switch_count)
     select (3200000000000000000 + row_number() over ())::text, $1, 'u-grade-' || lpad(i::text, 5, '0'), $2, 'bench-exam-' || k,
       case when n = 1 + (i + k) % 3 and (i + k) % 10 = 0 then 'pendingMarking' when (i * 7 + k * 13 + n * 29) % 100 >= 40 then 'passed' else 'failed' end,
       (i * 7 + k * 13 + n * 29) % 100, 60, now() - interval '1 day', now() - interval '23 hours', now() - interval '23 hours', (i + n) % 3
     from generate_series(1, ${GRADEBOOK_LEARNERS}) i cross join generate_series(1, ${GRADEBOOK_EXAMS}) k cross join generate_series(1, 3) n where n <= 1 + (i + k) % 3`,
    [GRADEBOOK_CLASS, SCHOOL],
  );
  await db.query(
    `insert into class_checks (id, class_id, school_id, title, opens_at, closes_at) select (3300000000000000000 + k)::text, $1, $2, 'Check ' || k, now() - (k || ' days')::interval, now() - (k || ' days')::interval + interval '1 hour' from generate_series(1, 10) k`,
    [GRADEBOOK_CLASS, SCHOOL],
  );
  await db.query(`insert into class_check_ins (check_id, user_id, school_id) select (3300000000000000000 + k)::text, 'u-grade-' || lpad(i::text, 5, '0'), $1 from generate_series(1, ${GRADEBOOK_LEARNERS}) i cross join generate_series(1, 10) k where (i + k) % 4 <> 0`, [SCHOOL]);
  await db.query('analyze');
  const [{ n: attempts }] = (await db.query('select count(*)::int as n from class_exam_attempts where class_id = $1', [GRADEBOOK_CLASS])).rows;
  console.log(`\nseeded the gradebook class: ${GRADEBOOK_LEARNERS} learners × ${GRADEBOOK_EXAMS} exams, ${attempts} attempts, 10 checks: ${Math.round(ms(started))} ms`);

  const book = `${server.url}/api/manager/gradebook/${GRADEBOOK_CLASS}?pageSize=20`;
  const bookVariants = {
    'by name, page 1': '',
    'by exam 5 best, desc, page 50': '&sort=best:bench-exam-5&direction=desc&pageNumber=50',
    'awaiting marking': '&status=pending',
    'keyword': '&keyword=Carter%2012',
    'passed exam 3, by progress': '&status=passed&examId=bench-exam-3&sort=progress',
    'by check-ins, page 100': '&sort=checkIns&pageNumber=100',
    'not passed every exam, page 20': '&status=notPassed&pageNumber=20',
  };
  for (const query of Object.values(bookVariants)) await fetch(book + query, { headers }); // warm-up
  const bookTimes = {};
  const names = Object.entries(bookVariants);
  for (let i = 0; i < REQUESTS; i += 1) {
    const [name, query] = names[i % names.length];
    started = process.hrtime.bigint();
    const answer = await fetch(book + query, { headers });
    if (answer.status !== 200) throw new Error(`gradebook ${name}: ${answer.status} ${await answer.text()}`);
    const body = await answer.json();
    (bookTimes[name] ??= []).push(ms(started));
    if (i < names.length && !body.data.list.length) throw new Error(`gradebook ${name} found nothing`);
  }
  const allBook = Object.values(bookTimes).flat();
  console.log(`gradebook page (20 rows × ${GRADEBOOK_EXAMS} exams), ${REQUESTS} requests over HTTP: p50 ${percentile(allBook, 50).toFixed(1)} ms, p99 ${percentile(allBook, 99).toFixed(1)} ms (budget p99 ≤ 100 ms)`);
  for (const [name, values] of Object.entries(bookTimes)) console.log(`  ${name.padEnd(30)} p50 ${percentile(values, 50).toFixed(1)} ms  p99 ${percentile(values, 99).toFixed(1)} ms`);
  console.log(`(load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${cpus().length} CPUs while measuring)`);
  console.log(`gradebook export (server pid ${server.pid}), the whole class sorted by exam 5's best score:`);
  for (const format of ['csv', 'xlsx']) {
    await timedDownload(`${server.url}/api/manager/gradebook/${GRADEBOOK_CLASS}/export?format=${format}&sort=best:bench-exam-5&direction=desc`, headers, `${GRADEBOOK_LEARNERS} learners ${format.toUpperCase().padEnd(4)}`);
  }
  console.log('  (budget: ≤ 2 s, memory flat)');
  await db.end();
} finally {
  server?.stop();
  postgres.stop();
}
