import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { Banner, Button, Link, TextField, contentProps, copyText, formatViewerTime, isolate } from '@academy/ui';
import { useLecturing } from '../lecturingData.ts';
import { liveCalendarHref, livePaths, type LoadedLive } from './liveData.ts';
import { formatWhen } from '../schoolTime.ts';
import { liveMessages as messages } from './live.messages.ts';
import * as layout from '../lecturing.css.ts';
import * as styles from './live.css.ts';

/** The lecture just scheduled (as on its detail page: the same checks, the same 404 and 403). */
export { liveLoader as loader } from './liveData.ts';

const SHARE_FIELD = 'live-share-link';

/** After scheduling: what and when, a link to share, the calendar file, and where to go next. */
export function Component() {
  const live = useLoaderData<LoadedLive>();
  const intl = useIntl();
  const { schoolId, base } = useLecturing();
  const paths = livePaths(base);
  const shareUrl = new URL(paths.detail(live.id), window.location.origin).href;
  const [copied, setCopied] = useState<'copied' | 'selected' | null>(null);
  const summary = intl.formatMessage(messages.createdBody, { title: isolate(live.title), date: formatWhen(intl, live.startsAt, live.timeZone) });
  const mine = formatViewerTime(intl, live.startsAt, live.timeZone);

  const copy = async () => {
    const input = document.getElementById(SHARE_FIELD) as HTMLInputElement | null;
    setCopied(await copyText(shareUrl, input));
  };

  return (
    <>
      <h1 className={layout.title}>{intl.formatMessage(messages.createdTitle)}</h1>
      {/* The school's clock, as typed; a reader elsewhere also gets their own (as on the detail page). */}
      <Banner tone="success" title={mine ? summary : undefined}>
        {mine ? <span data-testid="viewer-time">{intl.formatMessage(messages.viewerTime, { time: mine })}</span> : summary}
      </Banner>
      <div className={layout.stack}>
        <div className={styles.share}>
          <TextField id={SHARE_FIELD} label={intl.formatMessage(messages.shareLabel)} value={shareUrl} isReadOnly inputDir="ltr" className={styles.shareField} />
          <Button variant="secondary" onPress={() => void copy()}>
            {intl.formatMessage(messages.copy)}
          </Button>
        </div>
        <p className={layout.muted}>{intl.formatMessage(messages.shareHelp)}</p>
        <p role="status" className={layout.muted}>
          {copied === 'copied' ? intl.formatMessage(messages.copied) : copied === 'selected' ? intl.formatMessage(messages.copyManually) : null}
        </p>
      </div>
      <ul className={layout.list}>
        <li>
          <Link href={liveCalendarHref(live.id, schoolId)} download={`live-${live.id}.ics`}>{intl.formatMessage(messages.addToCalendar)}</Link>
        </li>
        <li>
          <Link href={paths.detail(live.id)}>
            {intl.formatMessage(messages.viewDetail)}
          </Link>{' '}
          <span {...contentProps(layout.muted)}>{live.title}</span>
        </li>
        <li>
          <Link href={paths.create(live.classId)}>{intl.formatMessage(messages.scheduleAnother)}</Link>
        </li>
        <li>
          <Link href={paths.list(live.classId)}>{intl.formatMessage(messages.backToList)}</Link>
        </li>
      </ul>
    </>
  );
}
