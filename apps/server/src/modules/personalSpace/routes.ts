import type { Hono } from 'hono';
import { endpoints } from '@academy/contract';
import type { AppEnv } from '../../http/context.ts';
import type { HandlerInput } from '../../http/register.ts';
import { register } from '../../http/register.ts';
import { dynamicsPage, learningPage, peoplePage, schoolFansPage, worksPage } from './feeds.ts';
import { countsOf, findMember, follows, publicName, refuseSelf, requirePart, spaceAccess } from './people.ts';

/**
 * Personal spaces (issue 22). Every call is `member` access: register() has refused callers who are not valid
 * members of the school named by `schoolId` (403); the person whose space it is must be a member too (404). Privacy
 * is applied here, on every read, never only in the page.
 */

type Input = HandlerInput<(typeof endpoints)[keyof typeof endpoints]>;
const caller = (input: Pick<Input, 'user' | 'schoolId'>) => ({ callerId: input.user!.userId, schoolId: input.schoolId! });

export function personalSpaceRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.personDetails, async (input) => {
    const { callerId, schoolId } = caller(input);
    const access = await spaceAccess(input.services.db, schoolId, callerId, input.query.userId);
    const counts = await countsOf(input.services.db, schoolId, access.owner.user_id);
    return {
      userId: access.owner.user_id, name: publicName(access.owner), avatarUrl: access.owner.avatar_url, ...counts,
      isSelf: access.isSelf, isFocus: access.followsOwner, visible: access.visible, privacy: access.isSelf ? access.privacy : null,
    };
  });

  register(app, endpoints.isFocus, async (input) => {
    const { callerId, schoolId } = caller(input);
    await findMember(input.services.db, schoolId, input.query.userId);
    return { isFocus: await follows(input.services.db, schoolId, callerId, input.query.userId) };
  });

  /** Follow and unfollow: the row and the counts answered come from one transaction. */
  const setFocus = (on: boolean) => async (input: HandlerInput<typeof endpoints.addFocus>) => {
    const { callerId, schoolId } = caller(input);
    const target = input.body.userId;
    if (on) refuseSelf(callerId, target);
    return input.services.db.transaction(async (tx) => {
      await findMember(tx, schoolId, target);
      if (on) await tx.query('insert into person_follows (school_id, follower_id, followee_id) values ($1, $2, $3) on conflict do nothing', [schoolId, callerId, target]);
      else await tx.query('delete from person_follows where school_id = $1 and follower_id = $2 and followee_id = $3', [schoolId, callerId, target]);
      const { followers, following } = await countsOf(tx, schoolId, target);
      return { isFocus: on, followers, following };
    });
  };
  register(app, endpoints.addFocus, setFocus(true));
  register(app, endpoints.cancelFocus, setFocus(false));

  register(app, endpoints.personDynamics, async (input) => {
    const { callerId, schoolId } = caller(input);
    const access = await spaceAccess(input.services.db, schoolId, callerId, input.query.userId);
    requirePart(access, 'dynamics');
    return dynamicsPage(input.services.db, schoolId, access.owner.user_id, input.query);
  });

  register(app, endpoints.personWorks, async (input) => {
    const { callerId, schoolId } = caller(input);
    const access = await spaceAccess(input.services.db, schoolId, callerId, input.query.userId);
    requirePart(access, 'works');
    return worksPage(input.services.db, schoolId, access.owner.user_id, input.query);
  });

  register(app, endpoints.learningProcess, async (input) => {
    const { callerId, schoolId } = caller(input);
    const access = await spaceAccess(input.services.db, schoolId, callerId, input.query.userId);
    requirePart(access, 'learning');
    return learningPage(input.services.db, schoolId, access.owner.user_id, { type: input.query.type, days: input.query.days }, input.query);
  });

  for (const [definition, direction] of [[endpoints.fanList, 'fans'], [endpoints.focusList, 'focus']] as const) {
    register(app, definition, async (input) => {
      const { callerId, schoolId } = caller(input);
      const access = await spaceAccess(input.services.db, schoolId, callerId, input.query.userId);
      requirePart(access, 'follows');
      return peoplePage(input.services.db, schoolId, access.owner.user_id, callerId, direction, input.query);
    });
  }

  register(app, endpoints.savePrivacy, async (input) => {
    const { callerId, schoolId } = caller(input);
    const { dynamics, works, learning, follows: followLists } = input.body;
    await input.services.db.query(
      `insert into person_privacy (school_id, user_id, dynamics, works, learning, follows) values ($1, $2, $3, $4, $5, $6)
       on conflict (school_id, user_id) do update set dynamics = excluded.dynamics, works = excluded.works, learning = excluded.learning, follows = excluded.follows, updated_at = now()`,
      [schoolId, callerId, dynamics, works, learning, followLists],
    );
    return input.body;
  });

  register(app, endpoints.schoolFans, async (input) => {
    const { callerId, schoolId } = caller(input);
    const page = await schoolFansPage(input.services.db, schoolId, callerId, input.query);
    const [mine] = await input.services.db.query('select 1 from school_follows where school_id = $1 and user_id = $2', [schoolId, callerId]);
    return { ...page, isFocus: Boolean(mine) };
  });

  const schoolFollowers = async (db: Pick<Input['services']['db'], 'query'>, schoolId: string) =>
    (await db.query<{ n: number }>('select count(*)::int as n from school_follows s join members m on m.school_id = s.school_id and m.user_id = s.user_id and m.is_valid where s.school_id = $1', [schoolId]))[0]!.n;

  register(app, endpoints.followSchool, async (input) => {
    const { callerId, schoolId } = caller(input);
    return input.services.db.transaction(async (tx) => {
      await tx.query('insert into school_follows (school_id, user_id) values ($1, $2) on conflict do nothing', [schoolId, callerId]);
      return { isFocus: true as const, followers: await schoolFollowers(tx, schoolId) };
    });
  });

  register(app, endpoints.unfollowSchool, async (input) => {
    const { callerId, schoolId } = caller(input);
    return input.services.db.transaction(async (tx) => {
      await tx.query('delete from school_follows where school_id = $1 and user_id = $2', [schoolId, callerId]);
      return { isFocus: false as const, followers: await schoolFollowers(tx, schoolId) };
    });
  });
}
