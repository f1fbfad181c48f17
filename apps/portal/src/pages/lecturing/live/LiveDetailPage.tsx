import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useNavigate } from 'react-router';
import { ApiError } from '@academy/api-client';
import { Banner, Button, ConfirmDialog, Link, SchoolTime, StatusBadge, contentProps, isolate, renderRichTextBlocks } from '@academy/ui';
import { api } from '../../../app/api.ts';
import { useLecturing } from '../lecturingData.ts';
import { liveCalendarHref, livePaths, type LoadedLive } from './liveData.ts';
import { formatMinutes } from './liveTime.tsx';
import { formatWhen } from '../schoolTime.ts';
import { liveMessages as messages } from './live.messages.ts';
import * as layout from '../lecturing.css.ts';
import * as styles from './live.css.ts';
import { failureMessage } from '../../../app/failureMessage.ts';

export { liveLoader as loader } from './liveData.ts';

type JoinState = { kind: 'idle' } | { kind: 'joining' } | { kind: 'failed'; message: string } | { kind: 'blocked'; url: string };

export function Component() {
  const live = useLoaderData<LoadedLive>();
  const intl = useIntl();
  const navigate = useNavigate();
  const { schoolId, base } = useLecturing();
  const paths = livePaths(base);
  const [join, setJoin] = useState<JoinState>({ kind: 'idle' });
  const [confirmDelete, setConfirmDelete] = useState(false);

  // The tab opens on the press (a tab opened after an await is a pop-up the browser blocks), then goes to the room.
  const joinRoom = async () => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setJoin({ kind: 'joining' });
    try {
      const { url } = await api.liveJoin({ params: { id: live.id }, tenantId: schoolId });
      if (tab) {
        tab.location.href = url;
        setJoin({ kind: 'idle' });
      } else setJoin({ kind: 'blocked', url });
    } catch (error) {
      tab?.close();
      setJoin({ kind: 'failed', message: error instanceof ApiError ? intl.formatMessage(messages.joinFailed, { reason: error.message }) : intl.formatMessage(messages.joinOffline) });
    }
  };

  const facts = [
    { name: messages.classLabel, value: <Link href={paths.list(live.classId)} {...contentProps()}>{live.classTitle}</Link> },
    { name: messages.startLabel, value: <SchoolTime time={live.startsAt} timeZone={live.timeZone} /> },
    { name: messages.endLabel, value: <SchoolTime time={live.endsAt} timeZone={live.timeZone} /> },
    { name: messages.durationFact, value: formatMinutes(intl, live.durationMinutes, 'long') },
    { name: messages.lecturerLabel, value: <span {...contentProps()}>{live.lecturerName ?? intl.formatMessage(messages.unknownPerson)}</span> },
    {
      name: messages.roomFact,
      value:
        live.room === 'bigBlueButton' ? intl.formatMessage(messages.roomBigBlueButton)
        : live.roomUrl ? <Link href={live.roomUrl} newTab dir="ltr">{live.roomUrl}</Link>
        : intl.formatMessage(messages.roomNone),
    },
  ];

  return (
    <>
      <nav aria-label={intl.formatMessage(messages.backToList)}>
        <Link href={paths.list(live.classId)}>{intl.formatMessage(messages.backToList)}</Link>
      </nav>
      <div className={layout.header}>
        <h1 {...contentProps(layout.title)}>{live.title}</h1>
        <StatusBadge status={live.status} />
      </div>

      <div className={styles.actions}>
        {live.status === 3 ? (
          <p className={layout.muted}>{intl.formatMessage(messages.joinEnded)}</p>
        ) : (
          <Button onPress={() => void joinRoom()} isPending={join.kind === 'joining'} aria-describedby="live-join-note">
            {intl.formatMessage(messages.join)}
          </Button>
        )}
        <Link href={liveCalendarHref(live.id, schoolId)} download={`live-${live.id}.ics`}>
          {intl.formatMessage(messages.addToCalendar)}
        </Link>
        <Button variant="secondary" onPress={() => void navigate(paths.edit(live.id))}>
          {intl.formatMessage(messages.edit)}
        </Button>
        <Button variant="danger" onPress={() => setConfirmDelete(true)}>
          {intl.formatMessage(messages.delete)}
        </Button>
        <span id="live-join-note" hidden>
          {intl.formatMessage(messages.joinNewTab)}
        </span>
      </div>
      {join.kind === 'failed' && <Banner tone="error">{join.message}</Banner>}
      {join.kind === 'blocked' && (
        <Banner tone="info">
          {intl.formatMessage(messages.joinBlocked)}{' '}
          <Link href={join.url} newTab>{intl.formatMessage(messages.openRoom)}</Link>
        </Banner>
      )}

      <section aria-labelledby="live-facts" className={layout.stack}>
        <h2 id="live-facts" className={layout.sectionTitle}>{intl.formatMessage(messages.detailsTitle)}</h2>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.name.id} className={styles.factRow}>
              <dt className={styles.factName}>{intl.formatMessage(fact.name)}</dt>
              <dd className={styles.factValue}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="live-description" className={layout.stack}>
        <h2 id="live-description" className={layout.sectionTitle}>{intl.formatMessage(messages.descriptionLabel)}</h2>
        {live.descriptionHtml.trim() ? <Description html={live.descriptionHtml} /> : <p className={layout.muted}>{intl.formatMessage(messages.noDescription)}</p>}
      </section>

      <ConfirmDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        variant="destructive"
        title={intl.formatMessage(messages.deleteTitle)}
        confirmLabel={intl.formatMessage(messages.deleteConfirm)}
        onConfirm={async () => {
          await api.deleteLive({ params: { id: live.id }, tenantId: schoolId });
          void navigate(paths.deleted(live.classId), { replace: true });
        }}
        errorMessage={(error) => (failureMessage(error, undefined))}
      >
        {intl.formatMessage(messages.deleteBody, { title: isolate(live.title), date: formatWhen(intl, live.startsAt, live.timeZone) })}
      </ConfirmDialog>
    </>
  );
}

/** The description, sanitized again with the rich-text allow-list (the server sanitized it already). */
function Description({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) void renderRichTextBlocks(ref.current, html);
  }, [html]);
  return <div ref={ref} {...contentProps(styles.description)} />;
}
