import type { Queryable } from '../db/index.ts';
import { CLASS_DEMO } from './classes.ts';
import { tinyPdf, tinyPng, tinyZip } from './demoFiles.ts';
import { DEMO } from './seed.ts';

/**
 * Attachments and live lectures of the ongoing demo class (issue 18): a PDF, a PNG and a ZIP, made in code; one live
 * lecture two days ahead and one that ended last week, with room URLs. No demo school has a BigBlueButton server
 * unless DEMO_BBB_URL and DEMO_BBB_SECRET are set (then school …001 uses that server).
 */
export const CLASS_FILE_DEMO = {
  attachments: ['3100000000000000001', '3100000000000000002', '3100000000000000003'],
  upcomingLive: '3200000000000000001',
  endedLive: '3200000000000000002',
} as const;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The demo files by storage key: written when the upload folder lacks them (see restoreDemoFile). */
const DEMO_FILES: Record<string, { name: string; contentType: string; type: string; bytes: () => Uint8Array }> = {
  'demo/python-syllabus.pdf': { name: 'Python课程大纲-Syllabus.pdf', contentType: 'application/pdf', type: 'document', bytes: () => tinyPdf('Python Programming Basics - Syllabus') },
  'demo/python-setup.png': { name: '环境搭建-setup.png', contentType: 'image/png', type: 'image', bytes: () => tinyPng(64, 40, [48, 105, 152]) },
  'demo/python-exercises.zip': {
    name: 'exercises-week1.zip',
    contentType: 'application/zip',
    type: 'archive',
    bytes: () => tinyZip([
      { name: 'hello.py', content: 'print("你好, world")\n' },
      { name: 'README.txt', content: 'Week 1 exercises: run hello.py, then change the greeting.\n' },
    ]),
  },
};

/** The bytes of a demo attachment whose file is missing (a fresh upload folder), or null for any other key. */
export function demoFileBytes(storageKey: string): Uint8Array | null {
  return DEMO_FILES[storageKey]?.bytes() ?? null;
}

async function seedBigBlueButton(db: Queryable, env: NodeJS.ProcessEnv) {
  if (!env.DEMO_BBB_URL || !env.DEMO_BBB_SECRET) return;
  await db.query(
    `insert into school_live_rooms (school_id, bbb_url, bbb_secret) values ($1, $2, $3)
     on conflict (school_id) do update set bbb_url = excluded.bbb_url, bbb_secret = excluded.bbb_secret, updated_at = now()`,
    [DEMO.mainland, env.DEMO_BBB_URL, env.DEMO_BBB_SECRET],
  );
}

/** Idempotent: seeds once; later starts only move the upcoming live lecture back into the future. */
export async function seedClassFiles(db: Queryable, now = Date.now(), env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const [ongoing] = await db.query('select 1 from classes where id = $1', [CLASS_DEMO.ongoing]);
  if (!ongoing) return;
  await seedBigBlueButton(db, env);
  const upcomingStart = new Date(Math.floor((now + 2 * DAY) / HOUR) * HOUR);
  const [seeded] = await db.query<{ starts_at: Date }>('select starts_at from live_lectures where id = $1', [CLASS_FILE_DEMO.upcomingLive]);
  if (seeded) {
    if (new Date(seeded.starts_at).getTime() <= now) await db.query('update live_lectures set starts_at = $2 where id = $1', [CLASS_FILE_DEMO.upcomingLive, upcomingStart]);
    return;
  }
  const classId = CLASS_DEMO.ongoing;
  for (const [position, [key, file]] of Object.entries(DEMO_FILES).entries()) {
    await db.query(
      `insert into class_attachments (id, class_id, school_id, file_name, content_type, size_bytes, storage_key, attachment_type, position, created_by, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [CLASS_FILE_DEMO.attachments[position], classId, DEMO.mainland, file.name, file.contentType, file.bytes().length, key, file.type, position, DEMO.lecturer.id, new Date(now - (10 - position) * DAY)],
    );
  }
  const lectures = [
    [CLASS_FILE_DEMO.upcomingLive, '直播答疑：函数与模块 / Live Q&A: functions and modules', upcomingStart, 90, '<p>带着你的问题来：函数、参数与模块。</p><p>Bring your questions on functions, parameters and modules.</p>', 'https://meet.example.com/harbour-python-qa'],
    [CLASS_FILE_DEMO.endedLive, '直播：变量与类型 / Live: variables and types', new Date(Math.floor((now - 7 * DAY) / HOUR) * HOUR), 60, '<p>第一次直播课。</p><p>The first live lecture.</p>', 'https://meet.example.com/harbour-python-week1'],
  ] as const;
  for (const [id, title, startsAt, minutes, description, roomUrl] of lectures) {
    // The ended lecture has its recording (issue 31: learners see the replay link).
    const replayUrl = id === CLASS_FILE_DEMO.endedLive ? `${roomUrl}/replay` : null;
    await db.query(
      `insert into live_lectures (id, school_id, class_id, title, lecturer_id, starts_at, duration_minutes, description_html, room_url, created_by, created_at, updated_at, replay_url)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $5, $10, $10, $11)`,
      [id, DEMO.mainland, classId, title, DEMO.lecturer.id, startsAt, minutes, description, roomUrl, new Date(now - 10 * DAY), replayUrl],
    );
  }
}
