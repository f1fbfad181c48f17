import type { Queryable } from '../db/index.ts';
import { CLASS_FILE_DEMO } from './classFiles.ts';
import { DEMO } from './demoIds.ts';

/**
 * Issue 31: the demo school's first live card is the demo class's upcoming live lecture (its page joins that
 * lecture's room), the second its ended one (with the replay); each topic gathers a few courses, documents and
 * lives. Idempotent: later starts keep the linked card's start on the lecture's (the seed moves it ahead).
 */
export const LIVE_RESOURCE_DEMO = { upcoming: '001-live-1', ended: '001-live-3' } as const;

export async function seedLiveAndTopics(db: Queryable) {
  for (const [resourceId, liveId, status] of [[LIVE_RESOURCE_DEMO.upcoming, CLASS_FILE_DEMO.upcomingLive, 1], [LIVE_RESOURCE_DEMO.ended, CLASS_FILE_DEMO.endedLive, 3]] as const) {
    await db.query(
      `update resources r set live_lecture_id = v.id, live_start_at = v.starts_at, live_status = $4
         from live_lectures v where r.id = $1 and r.school_id = $3 and v.id = $2 and v.school_id = $3`,
      [resourceId, liveId, DEMO.mainland, status],
    );
  }
  const [topics] = await db.query('select 1 from topic_resources where school_id = $1 limit 1', [DEMO.mainland]);
  if (topics) return;
  // Topic n gathers courses n…n+2, document n and live n+1 of its school, in that order (ids as seed.ts makes them).
  const rows = await db.query<{ id: string }>("select id from resources where school_id = $1 and content_kind = 'topic' and id ~ '^[0-9]{3}-topic-[0-9]+$' order by id", [DEMO.mainland]);
  for (const { id } of rows) {
    const [prefix, , n] = id.split('-') as [string, string, string];
    const k = Number(n);
    const members = [`course-${k}`, `course-${k + 1}`, `course-${k + 2}`, `doc-${k}`, `live-${k + 1}`].map((tail) => `${prefix}-${tail}`);
    await db.query(
      `insert into topic_resources (school_id, topic_id, resource_id, position)
       select $1, $2, r.id, m.n from unnest($3::text[]) with ordinality as m(id, n) join resources r on r.id = m.id and r.school_id = $1`,
      [DEMO.mainland, id, members],
    );
  }
}
