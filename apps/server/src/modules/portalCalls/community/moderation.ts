import { moderatedWordsIn } from '@academy/rules';
import type { Queryable } from '../../../db/index.ts';
import { ApiError } from '../../../http/errors.ts';
import { say } from '../../../http/words.ts';
import { communityRefusals } from './refusals.ts';

export async function moderationWords(db: Queryable, schoolId: string): Promise<string[]> {
  const rows = await db.query<{ word: string }>('select word from moderation_words where school_id is null or school_id = $1 order by id', [schoolId]);
  return rows.map((row) => row.word);
}

/** Refuses (422, naming the words) what a member is about to publish; nothing is stored. Full-width letters and invisible characters do not hide a word (rules: moderationFold). */
export async function requireClean(db: Queryable, schoolId: string, ...texts: string[]) {
  const found = moderatedWordsIn(texts.join('\n'), await moderationWords(db, schoolId));
  if (found.length > 0) throw new ApiError(422, say(communityRefusals.moderated, { words: found.map((word) => `“${word}”`).join(', ') }), found.map((word) => ({ path: 'content', message: word })));
}
