import type { MessageDescriptor } from 'react-intl';
import type { StatusTone } from '@academy/ui';
import { classInfoMessages as messages } from './classInfo.messages.ts';

type Badge = { tone: StatusTone; message: MessageDescriptor };

/** An attendance check as the learner stands in it. */
export const checkStateBadge: Record<'notOpen' | 'open' | 'checkedIn' | 'missed', Badge> = {
  notOpen: { tone: 'neutral', message: messages.checkNotOpen },
  open: { tone: 'info', message: messages.checkOpen },
  checkedIn: { tone: 'success', message: messages.checkCheckedIn },
  missed: { tone: 'warning', message: messages.checkMissed },
};

/** A lab experiment as the learner stands in it. */
export const experimentStateBadge: Record<'notStarted' | 'started' | 'finished', Badge> = {
  notStarted: { tone: 'neutral', message: messages.experimentNotStarted },
  started: { tone: 'info', message: messages.experimentStarted },
  finished: { tone: 'success', message: messages.experimentFinished },
};

/** A questionnaire as the learner stands in it: answered wins over the window. */
export function surveyStateBadge(state: 'notOpen' | 'open' | 'closed', answered: boolean): Badge {
  if (answered) return { tone: 'success', message: messages.surveyAnswered };
  if (state === 'open') return { tone: 'info', message: messages.surveyOpen };
  if (state === 'notOpen') return { tone: 'neutral', message: messages.surveyNotOpen };
  return { tone: 'neutral', message: messages.surveyClosed };
}
