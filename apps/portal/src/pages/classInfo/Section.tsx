import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Banner, Button, Skeleton, commonMessages } from '@academy/ui';
import type { Call } from './useCall.ts';
import * as styles from './classInfo.css.ts';

type SectionProps<T> = {
  title: ReactNode;
  /** The section's call: a skeleton while it loads, its error with a retry when it failed. */
  call: Call<T>;
  /** Lines of skeleton while loading. */
  lines?: number;
  action?: ReactNode;
  children: (data: T) => ReactNode;
  className?: string;
  testId?: string;
  /** Level of the title in the page outline (2: a part of the class page). */
  headingLevel?: 2 | 3 | 4;
};

/** A titled part of a class page that loads its own data. */
export function Section<T>({ title, call, lines = 3, action, children, className, testId, headingLevel = 2 }: SectionProps<T>) {
  const intl = useIntl();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={id} aria-busy={call.loading || undefined} className={[styles.panel, className].filter(Boolean).join(' ')} data-testid={testId}>
      <div className={styles.spread}>
        <Heading id={id} className={styles.sectionTitle}>{title}</Heading>
        {action}
      </div>
      {call.error ? (
        <Banner tone="error" title={intl.formatMessage(commonMessages.loadFailedTitle)}>
          <div className={styles.row}>
            <span dir="auto">{call.error}</span>
            <Button variant="secondary" size="sm" onPress={call.reload}>{intl.formatMessage(commonMessages.retry)}</Button>
          </div>
        </Banner>
      ) : call.data === undefined ? (
        <SkeletonLines lines={lines} />
      ) : (
        children(call.data)
      )}
    </section>
  );
}

export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  return (
    <div className={styles.stack}>
      {Array.from({ length: lines }, (_, index) => <Skeleton key={index} inlineSize={index % 2 ? '60%' : '85%'} />)}
    </div>
  );
}

/** A part of a page that could not load: the server's message and a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Banner tone="error" title={intl.formatMessage(commonMessages.loadFailedTitle)}>
      <div className={styles.row}>
        <span dir="auto">{message}</span>
        <Button variant="secondary" size="sm" onPress={onRetry}>{intl.formatMessage(commonMessages.retry)}</Button>
      </div>
    </Banner>
  );
}
