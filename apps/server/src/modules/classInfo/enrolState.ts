import type { EnrolState } from '@academy/contract';

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

/** The 409 message for a state that refuses enrolment. */
export function refusal(state: Exclude<EnrolState, 'open' | 'enrolled'>, facts: EnrolFacts): string {
  switch (state) {
    case 'ended':
      return 'This class has ended.';
    case 'notYetOpen':
      return `Enrolment opens at ${facts.enrolOpensAt!.toISOString()}.`;
    case 'closed':
      return 'Enrolment is closed.';
    case 'full':
      return 'This class is full.';
  }
}

export const seatsLeft = (capacity: number | null, enrolledCount: number): number | null => (capacity === null ? null : Math.max(0, capacity - enrolledCount));
