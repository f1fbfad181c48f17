import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useShortNumber } from '../../format/useShortNumber.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { PlainLink } from '../Link/PlainLink.tsx';
import { Skeleton } from '../Skeleton/index.ts';
import * as styles from './StatTile.css.ts';
import { statTileMessages } from './StatTile.messages.ts';

type Common = {
  /** What is counted ("Ongoing classes"). */
  label: ReactNode;
  value: number;
  /** `compact` (default) shows 1000 and more in the spec's short form (1.2k) with the full number as a tooltip. */
  notation?: 'compact' | 'full';
  icon?: IconName;
  /** The number is still loading: a placeholder takes its place, and the tile is marked busy. */
  isLoading?: boolean;
  className?: string;
};

export type StatTileProps = Common &
  (
    | { href?: undefined; isSelected?: undefined; onSelectedChange?: undefined }
    /** The tile leads to the list it counts. */
    | { href: string; isSelected?: undefined; onSelectedChange?: undefined }
    /** The tile filters a list by what it counts: a toggle button (aria-pressed). */
    | { href?: undefined; isSelected: boolean; onSelectedChange: (isSelected: boolean) => void }
  );

/**
 * One key figure with its label (classes per status, enrolled learners…). On its own it is a figure; with `href`
 * a link; with `isSelected`/`onSelectedChange` a filter toggle, its pressed state shown by a tick as well as colour.
 */
export function StatTile({ label, value, notation = 'compact', icon, isLoading = false, className, ...mode }: StatTileProps) {
  const intl = useIntl();
  const short = useShortNumber();
  const full = intl.formatNumber(value);
  const shown = notation === 'compact' ? short(value) : full;
  const classes = [styles.tile, mode.href !== undefined || mode.onSelectedChange ? styles.interactive : undefined, className].filter(Boolean).join(' ');

  const content = (isSelected = false) => (
    <>
      <span className={styles.label}>
        {icon && <Icon name={icon} size="sm" />}
        <span className={styles.labelText}>{label}</span>
        {isSelected && <Icon name="check" size="sm" className={styles.check} />}
      </span>
      {isLoading ? (
        <>
          <Skeleton shape="title" inlineSize={styles.skeletonSize} className={styles.skeleton} />
          <span className={visuallyHidden}>{intl.formatMessage(statTileMessages.loading)}</span>
        </>
      ) : (
        <data value={value} className={styles.value} title={shown === full ? undefined : full}>
          {shown}
        </data>
      )}
    </>
  );

  if (mode.onSelectedChange) {
    return (
      // A native toggle button: nothing of react-aria's press machinery is needed for one click.
      <button
        type="button"
        aria-pressed={mode.isSelected}
        data-selected={mode.isSelected || undefined}
        onClick={() => mode.onSelectedChange(!mode.isSelected)}
        className={classes}
        aria-busy={isLoading || undefined}
      >
        {content(mode.isSelected)}
      </button>
    );
  }
  if (mode.href !== undefined) {
    return (
      <PlainLink href={mode.href} className={classes} aria-busy={isLoading || undefined}>
        {content()}
      </PlainLink>
    );
  }
  return (
    <div className={classes} aria-busy={isLoading || undefined}>
      {content()}
    </div>
  );
}
