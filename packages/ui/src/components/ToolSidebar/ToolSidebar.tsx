import { useIntl } from 'react-intl';
import { useDelayedVisible } from '../../hooks/useDelayedVisible.ts';
import { motionMs } from '@academy/tokens';
import type { IconName } from '../Icon/index.ts';
import { PlainIconButton } from '../IconButton/PlainIconButton.tsx';
import * as styles from './ToolSidebar.css.ts';
import { toolSidebarMessages } from './ToolSidebar.messages.ts';
import { footerMessages } from '../Footer/Footer.messages.ts';

export type ToolSidebarItem = { id: string; label: string; icon: IconName; onPress: () => void };

export type ToolSidebarProps = {
  /** Shows "Feedback" first. */
  onFeedback?: () => void;
  /** Shows "Help center" (the caller opens it in a new tab, like the footer link). */
  onHelpCenter?: () => void;
  /** More tools of the school, after those; "Back to top" is always last. */
  items?: readonly ToolSidebarItem[];
  /** Milliseconds after mount before it appears; spec §2/§9: 500 ms, so it never competes with the page's first paint. */
  delay?: number;
  /** Called by "Back to top"; scrolls the window to the top by default. */
  onBackToTop?: () => void;
  className?: string;
};

/**
 * The tool sidebar of special (O3) schools [§2 Layout]: a column of round tool buttons at the inline end of the
 * screen (the left in Arabic), shown a moment after the page starts. A navigation landmark named "Tools".
 */
export function ToolSidebar({ onFeedback, onHelpCenter, items = [], delay = motionMs.sidebarDelay, onBackToTop, className }: ToolSidebarProps) {
  const intl = useIntl();
  const visible = useDelayedVisible(delay);
  if (!visible) return null;
  const backToTop = onBackToTop ?? (() => window.scrollTo({ top: 0, behavior: 'smooth' }));
  const all: readonly ToolSidebarItem[] = [
    ...(onFeedback ? [{ id: 'feedback', label: intl.formatMessage(footerMessages.feedback), icon: 'chat' as const, onPress: onFeedback }] : []),
    ...(onHelpCenter ? [{ id: 'help', label: intl.formatMessage(footerMessages.centerGuide), icon: 'info' as const, onPress: onHelpCenter }] : []),
    ...items,
    { id: 'top', label: intl.formatMessage(toolSidebarMessages.backToTop), icon: 'arrowUp', onPress: backToTop },
  ];
  return (
    <nav aria-label={intl.formatMessage(toolSidebarMessages.label)} className={[styles.root, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {all.map((item) => (
          <li key={item.id}>
            <PlainIconButton icon={item.icon} aria-label={item.label} variant="secondary" onClick={item.onPress} className={styles.button} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
