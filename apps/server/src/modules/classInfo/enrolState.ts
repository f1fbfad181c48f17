import type { EnrolState } from '@academy/contract';
import { defineMessages, say, type Words } from '../../http/words.ts';
import { classInfoRefusals } from './refusals.ts';

const refusals = defineMessages({
  opensAt: { id: 'server.classInfo.enrolOpensAt', defaultMessage: 'Enrolment opens at {time}.' },
  closed: { id: 'server.classInfo.enrolClosed', defaultMessage: 'Enrolment is closed.' },
  full: { id: 'server.classInfo.classFull', defaultMessage: 'This class is full.' },
});

export type EnrolFacts = {
  enrolled: boolean;
  startsAt: Date;
  endsAt: Date;
  enrolOpensAt: Date | null;
  enrolClosesAt: Date | null;
  capacity: number | null;
  enrolledCount: number;
};

/**
 * Whether a learner may enrol now, and if not why. Without a window, enrolment is open until the class ends.
 * Checked in this order so the message names the first thing that stands in the way.
 */
export function enrolStateOf(facts: EnrolFacts, now: number): EnrolState {
  if (facts.enrolled) return 'enrolled';
  if (now >= facts.endsAt.getTime()) return 'ended';
  if (facts.enrolOpensAt && now < facts.enrolOpensAt.getTime()) return 'notYetOpen';
  if (facts.enrolClosesAt && now >= facts.enrolClosesAt.getTime()) return 'closed';
  if (facts.capacity !== null && facts.enrolledCount >= facts.capacity) return 'full';
  return 'open';
}

/** The 409 words for a state that refuses enrolment. */
export function refusal(state: Exclude<EnrolState, 'open' | 'enrolled'>, facts: EnrolFacts): Words {
  switch (state) {
    case 'ended':
      return classInfoRefusals.classEnded;
    case 'notYetOpen':
      return say(refusals.opensAt, { time: facts.enrolOpensAt!.toISOString() });
    case 'closed':
      return refusals.closed;
    case 'full':
      return refusals.full;
  }
}

export const seatsLeft = (capacity: number | null, enrolledCount: number): number | null => (capacity === null ? null : Math.max(0, capacity - enrolledCount));
