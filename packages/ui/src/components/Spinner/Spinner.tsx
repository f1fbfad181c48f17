import { useIntl } from 'react-intl';
import { useDelayedVisible } from '../../hooks/useDelayedVisible.ts';
import { motionMs } from '@academy/tokens';
import * as buttonStyles from '../Button/Button.css.ts';
import * as styles from './Spinner.css.ts';
import { spinnerMessages } from './Spinner.messages.ts';

export type SpinnerProps = {
  /** Milliseconds before the spinner shows; spec §2: 200 ms, so fast loads never flash a spinner. */
  delay?: number;
  size?: keyof typeof styles.size;
  /** Centre it in a block of its own (page and section loading). */
  block?: boolean;
  /** Accessible label; "Loading…" in the locale by default. */
  label?: string;
};

/** A loading indicator that appears only after a short delay (spec §2, motion token `delay.spinner`). */
export function Spinner({ delay = motionMs.spinnerDelay, size = 'md', block = false, label }: SpinnerProps) {
  const intl = useIntl();
  const visible = useDelayedVisible(delay);
  if (!visible) return <span aria-busy="true" data-spinner="pending" />;
  const spinner = (
    // An indeterminate progress bar: a role and a name, no value (what react-aria's ProgressBar renders for it).
    <div role="progressbar" aria-label={label ?? intl.formatMessage(spinnerMessages.loading)} className={styles.root}>
      <svg className={[buttonStyles.spinner, styles.size[size]].join(' ')} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 00-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </div>
  );
  return block ? <div className={styles.block}>{spinner}</div> : spinner;
}
