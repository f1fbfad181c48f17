import { createHash } from 'node:crypto';
import { defineMessages, say, type Words } from '../../http/words.ts';

const failures = defineMessages({
  noAnswer: { id: 'server.classFiles.bbbNoAnswer', defaultMessage: 'The school’s BigBlueButton server did not answer ({error}).' },
  refused: { id: 'server.classFiles.bbbRefused', defaultMessage: 'The school’s BigBlueButton server refused to open the room.' },
  refusedWhy: { id: 'server.classFiles.bbbRefusedWhy', defaultMessage: 'The school’s BigBlueButton server refused to open the room: {message}' },
});

/**
 * BigBlueButton API calls, signed as its API documents ("API Security Model"): checksum =
 * hash(callName + queryString + sharedSecret), the query string exactly as sent, without the checksum parameter.
 * BBB accepts SHA-1 (40 hex digits) and SHA-256 (64); the algorithm is recognized by the checksum's length.
 */
export type ChecksumAlgorithm = 'sha1' | 'sha256';

export type BigBlueButtonServer = {
  /** The API base the school configured, e.g. https://bbb.example.org/bigbluebutton/ (with or without api/). */
  url: string;
  secret: string;
  algorithm?: ChecksumAlgorithm;
};

export function bbbChecksum(callName: string, queryString: string, secret: string, algorithm: ChecksumAlgorithm = 'sha1'): string {
  return createHash(algorithm).update(callName + queryString + secret).digest('hex');
}

/** BBB reads parameters as x-www-form-urlencoded UTF-8 (space as +), which is what URLSearchParams writes. */
export function bbbQueryString(params: Record<string, string>): string {
  return new URLSearchParams(Object.entries(params)).toString();
}

/** The API endpoint: "<server>/bigbluebutton/api/<call>", whether the school typed the api/ suffix or not. */
export function bbbApiBase(url: string): string {
  const base = url.endsWith('/') ? url : `${url}/`;
  return base.endsWith('/api/') ? base : `${base}api/`;
}

export function signedBbbUrl(server: BigBlueButtonServer, callName: string, params: Record<string, string>): string {
  const query = bbbQueryString(params);
  const checksum = bbbChecksum(callName, query, server.secret, server.algorithm);
  return `${bbbApiBase(server.url)}${callName}?${query ? `${query}&` : ''}checksum=${checksum}`;
}

/** A meeting id BBB accepts (2..256 characters, no commas) that is stable for one live lecture. */
export const bbbMeetingId = (liveId: string) => `academy-live-${liveId}`;

/** BBB strings: no control characters; create's name is 2..64 characters (BBB 2.4+), cut at whole code points. */
export function bbbText(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- control characters are what BBB refuses
  const clean = Array.from(text.replace(/[\u0000-\u001f\u007f]/g, ' ').trim()).slice(0, max).join('');
  return clean.padEnd(2, '_');
}

export type CreateMeeting = { meetingID: string; name: string; durationMinutes: number; welcome?: string; logoutURL?: string };

export function createMeetingUrl(server: BigBlueButtonServer, meeting: CreateMeeting): string {
  const params: Record<string, string> = {
    name: bbbText(meeting.name, 64),
    meetingID: meeting.meetingID,
    // BBB ends the meeting when the duration is over; a little slack for late starts.
    duration: String(meeting.durationMinutes + 30),
    record: 'false',
  };
  if (meeting.welcome) params.welcome = meeting.welcome;
  if (meeting.logoutURL) params.logoutURL = meeting.logoutURL;
  return signedBbbUrl(server, 'create', params);
}

export type JoinMeeting = { meetingID: string; fullName: string; userID: string; moderator: boolean };

/** The join URL the caller's browser opens; BBB 2.4+ takes role instead of the deprecated passwords. */
export function joinMeetingUrl(server: BigBlueButtonServer, join: JoinMeeting): string {
  return signedBbbUrl(server, 'join', {
    fullName: bbbText(join.fullName, 128),
    meetingID: join.meetingID,
    role: join.moderator ? 'MODERATOR' : 'VIEWER',
    userID: join.userID,
    redirect: 'true',
  });
}

/**
 * Calls create (idempotent in BBB: a second call for a running meeting answers SUCCESS with duplicateWarning).
 * Answers the failure's words when BBB refuses (with BBB's own message, in English), so the caller can show them.
 */
export async function ensureMeeting(server: BigBlueButtonServer, meeting: CreateMeeting, fetcher: typeof fetch = fetch): Promise<{ ok: true } | { ok: false; words: Words }> {
  let text: string;
  try {
    const response = await fetcher(createMeetingUrl(server, meeting), { signal: AbortSignal.timeout(10_000) });
    text = await response.text();
  } catch (error) {
    return { ok: false, words: say(failures.noAnswer, { error: (error as Error).message }) };
  }
  const code = /<returncode>\s*([A-Z]+)\s*<\/returncode>/.exec(text)?.[1];
  if (code === 'SUCCESS') return { ok: true };
  const message = /<message>([\s\S]*?)<\/message>/.exec(text)?.[1]?.trim();
  return { ok: false, words: message ? say(failures.refusedWhy, { message }) : failures.refused };
}
