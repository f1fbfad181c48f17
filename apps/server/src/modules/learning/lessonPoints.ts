import type { Queryable } from '../../db/index.ts';
import { POINTS_PER_ITEM } from '../classInfo/points.ts';

/** Points for a lesson finished in the player: as many as for a finished courseware item of a class. */
export const POINTS_PER_LESSON = POINTS_PER_ITEM;

/**
 * Awards a finished lesson's points, once: the event's primary key decides (two tabs finishing it at the same time,
 * a report sent again: one row, one addition to the balance). Answers what this call awarded and the new balance,
 * which the home page's trainee points ranking shows.
 */
export async function awardLessonPoints(tx: Queryable, schoolId: string, userId: string, lessonId: string): Promise<{ awarded: number; total: number }> {
  const awarded = await tx.query(
    'insert into lesson_point_events (school_id, user_id, lesson_id, points) values ($1, $2, $3, $4) on conflict do nothing returning points',
    [schoolId, userId, lessonId, POINTS_PER_LESSON],
  );
  if (awarded.length) {
    const [total] = await tx.query<{ points: number }>(
      `insert into points (school_id, user_id, points) values ($1, $2, $3)
       on conflict (school_id, user_id) do update set points = points.points + excluded.points returning points`,
      [schoolId, userId, POINTS_PER_LESSON],
    );
    return { awarded: POINTS_PER_LESSON, total: total!.points };
  }
  const [total] = await tx.query<{ points: number }>('select points from points where school_id = $1 and user_id = $2', [schoolId, userId]);
  return { awarded: 0, total: total?.points ?? 0 };
}
