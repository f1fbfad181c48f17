import { displayName } from '@academy/rules';
import type { Endpoints, ResponseOf } from '@academy/contract';
import type { Queryable } from '../../db/index.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { defineMessages } from '../../http/words.ts';
import { maskAccount, maskEmail } from '../identity/bind/mask.ts';

const refusals = defineMessages({
  noSpace: { id: 'server.personalSpace.noSpace', defaultMessage: 'This person has no space in this school.' },
  partHidden: { id: 'server.personalSpace.partHidden', defaultMessage: 'This person shares this part of their space with fewer people.' },
  followSelf: { id: 'server.personalSpace.followSelf', defaultMessage: 'You cannot follow yourself.' },
});

type PrivacyChoices = ResponseOf<Endpoints['savePrivacy']>;
type SpacePart = keyof PrivacyChoices;

/** The columns a person's name and avatar come from; the mobile and e-mail never leave the server unmasked. */
export const PERSON_COLUMNS = 'u.id as user_id, u.real_name, u.nick_name, u.mobile, u.email, u.avatar_url';
export type PersonColumns = { user_id: string; real_name: string | null; nick_name: string | null; mobile: string | null; email: string | null; avatar_url: string | null };

/** realName → nickName → masked mobile → masked e-mail (spec §3, with the masking a stranger's page needs). */
export function publicName(row: PersonColumns): string {
  return displayName({ realName: row.real_name, nickName: row.nick_name, mobile: row.mobile ? maskAccount(row.mobile) : null, email: maskEmail(row.email) });
}

export const DEFAULT_PRIVACY: PrivacyChoices = { dynamics: 'school', works: 'school', learning: 'self', follows: 'school' };

/** A valid member of the school, or 404: a space exists only inside a school its owner belongs to. */
export async function findMember(db: Queryable, schoolId: string, userId: string): Promise<PersonColumns> {
  const [row] = await db.query<PersonColumns>(
    `select ${PERSON_COLUMNS} from members m join users u on u.id = m.user_id where m.school_id = $1 and m.user_id = $2 and m.is_valid`,
    [schoolId, userId],
  );
  if (!row) throw notFound(refusals.noSpace);
  return row;
}

export async function follows(db: Queryable, schoolId: string, followerId: string, followeeId: string): Promise<boolean> {
  const [row] = await db.query('select 1 from person_follows where school_id = $1 and follower_id = $2 and followee_id = $3', [schoolId, followerId, followeeId]);
  return Boolean(row);
}

export async function privacyOf(db: Queryable, schoolId: string, userId: string): Promise<PrivacyChoices> {
  const [row] = await db.query<PrivacyChoices>('select dynamics, works, learning, follows from person_privacy where school_id = $1 and user_id = $2', [schoolId, userId]);
  return row ?? DEFAULT_PRIVACY;
}

export type SpaceAccess = {
  schoolId: string;
  callerId: string;
  owner: PersonColumns;
  isSelf: boolean;
  followsOwner: boolean;
  privacy: PrivacyChoices;
  visible: Record<SpacePart, boolean>;
};

/** Whose space (absent: the caller's), and which parts the caller may see under the owner's choices. */
export async function spaceAccess(db: Queryable, schoolId: string, callerId: string, userId: string | undefined): Promise<SpaceAccess> {
  const ownerId = userId ?? callerId;
  const owner = await findMember(db, schoolId, ownerId);
  const isSelf = ownerId === callerId;
  const followsOwner = !isSelf && (await follows(db, schoolId, callerId, ownerId));
  const privacy = await privacyOf(db, schoolId, ownerId);
  const allowed = (level: PrivacyChoices[SpacePart]) => isSelf || level === 'school' || (level === 'followers' && followsOwner);
  const visible = { dynamics: allowed(privacy.dynamics), works: allowed(privacy.works), learning: allowed(privacy.learning), follows: allowed(privacy.follows) };
  return { schoolId, callerId, owner, isSelf, followsOwner, privacy, visible };
}

/** 403 for a part the owner hides from the caller: a client that skips the page learns nothing more. */
export function requirePart(access: SpaceAccess, part: SpacePart) {
  if (!access.visible[part]) throw forbidden(refusals.partHidden);
}

/** The person's follower, following and works counts, read together (in the caller's transaction when there is one). */
export async function countsOf(db: Queryable, schoolId: string, userId: string) {
  const [row] = await db.query<{ followers: number; following: number; works: number }>(
    `select
       (select count(*)::int from person_follows f join members m on m.school_id = f.school_id and m.user_id = f.follower_id and m.is_valid where f.school_id = $1 and f.followee_id = $2) as followers,
       (select count(*)::int from person_follows f join members m on m.school_id = f.school_id and m.user_id = f.followee_id and m.is_valid where f.school_id = $1 and f.follower_id = $2) as following,
       (select count(*)::int from resources r where r.school_id = $1 and r.author_user_id = $2 and r.content_kind in ('article', 'shortVideo', 'question')) as works`,
    [schoolId, userId],
  );
  return row!;
}

export const refuseSelf = (callerId: string, userId: string) => {
  if (callerId === userId) throw badRequest(refusals.followSelf);
};

/** limit/offset of a page. */
export const pageWindow = (paging: { pageNumber: number; pageSize: number }) => ({ limit: paging.pageSize, offset: (paging.pageNumber - 1) * paging.pageSize });
