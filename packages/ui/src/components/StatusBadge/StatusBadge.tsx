import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge, type BadgeTone } from '../Badge/index.ts';
import type { IconName } from '../Icon/index.ts';
import { statusBadgeMessages } from './StatusBadge.messages.ts';

/** The event status of a class or live lecture, as the server computes it: 1 not started, 2 ongoing, 3 ended. */
export type EventStatus = 1 | 2 | 3;

export type StatusTone = Exclude<BadgeTone, 'brand' | 'vip'>;

export type StatusBadgeProps =
  | { status: EventStatus; tone?: never; label?: never; icon?: never; className?: string }
  | {
      status?: never;
      tone: StatusTone;
      /** What the status is, in words: the colour only repeats it. */
      label: ReactNode;
      /** Replaces the tone's icon; `null` for none. */
      icon?: IconName | null;
      className?: string;
    };

const eventStatus = {
  1: { tone: 'info', icon: 'clock', message: statusBadgeMessages.unstarted },
  2: { tone: 'success', icon: 'play', message: statusBadgeMessages.ongoing },
  3: { tone: 'neutral', icon: 'checkCircle', message: statusBadgeMessages.ended },
} as const satisfies Record<EventStatus, { tone: StatusTone; icon: IconName; message: unknown }>;

/** Each tone has its own shape too, so the status reads without colour (and in forced-colours mode). */
const toneIcon: Record<StatusTone, IconName | null> = { success: 'checkCircle', warning: 'alert', danger: 'errorCircle', info: 'info', neutral: null };

/**
 * A status as a badge with words and an icon: the event status of a class or live lecture (`status={2}`), or any
 * other status with a tone and a label (`tone="warning" label="Draft"`).
 */
export function StatusBadge(props: StatusBadgeProps) {
  const intl = useIntl();
  if (props.status !== undefined) {
    const { tone, icon, message } = eventStatus[props.status];
    return (
      <Badge tone={tone} icon={icon} className={props.className}>
        {intl.formatMessage(message)}
      </Badge>
    );
  }
  const icon = props.icon === undefined ? toneIcon[props.tone] : props.icon;
  return (
    <Badge tone={props.tone} icon={icon ?? undefined} className={props.className}>
      {props.label}
    </Badge>
  );
}
