import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon, type IconName } from '../Icon/index.ts';
import { PlainIconButton } from '../IconButton/PlainIconButton.tsx';
import { bannerMessages } from './Banner.messages.ts';
import * as styles from './Banner.css.ts';

export type BannerTone = keyof typeof styles.tone;

const ICONS: Record<BannerTone, IconName> = { info: 'info', success: 'checkCircle', warning: 'alert', error: 'errorCircle' };

export type BannerProps = {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button; the parent hides the banner and remembers the choice. */
  onClose?: () => void;
  className?: string;
};

/** A message across the page: bulletins, browser recommendations, warnings. Errors are announced assertively. */
export function Banner({ tone = 'info', title, children, onClose, className }: BannerProps) {
  const intl = useIntl();
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={[styles.root, styles.tone[tone], className].filter(Boolean).join(' ')}>
      <Icon name={ICONS[tone]} className={styles.icon} />
      <div className={styles.body}>
        {title && <strong className={styles.title}>{title}</strong>}
        {children && <div>{children}</div>}
      </div>
      {onClose && <PlainIconButton icon="close" size="sm" aria-label={intl.formatMessage(bannerMessages.dismiss)} onClick={onClose} className={styles.close} />}
    </div>
  );
}
