import type { Resource } from '@academy/contract';
import type { Queryable } from '../../db/index.ts';
import { toResource, type ResourceRow } from '../resources.ts';
import type { Row, Viewer } from './resourcePage.ts';

/**
 * What a topic gathers (issue 31), in its order: only resources of the topic's own school (a row pointing elsewhere
 * is never shown), none the school hid — each card opens its own page, which applies its own access rules.
 */
export async function topicResources(db: Queryable, row: Row, viewer: Viewer): Promise<Resource[] | null> {
  if (row.content_kind !== 'topic') return null;
  const rows = await db.query<ResourceRow>(
    `select r.*, case when $3::text is null then null else exists (select 1 from enrollments e where e.school_id = r.school_id and e.user_id = $3 and e.resource_id = r.id) end as enrolled
       from topic_resources t join resources r on r.id = t.resource_id and r.school_id = t.school_id
      where t.topic_id = $1 and t.school_id = $2 and not r.hidden
      order by t.position, r.id limit 200`,
    [row.id, row.school_id, viewer.userId],
  );
  return rows.map(toResource);
}
