import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { Training } from '@academy/contract';
import { Banner, Button, Link, ProgressBar, contentProps, isolate, renderBulletinHtml, resourceTypeMessages } from '@academy/ui';
import { api } from '../../app/api.ts';
import { classInfoBase, classPageError, classSchool, recordId } from './classData.ts';
import { nextProgress, positionFor, withRecord, type ScheduleRecord } from './training.ts';
import { classInfoMessages as messages } from './classInfo.messages.ts';
import * as styles from './classInfo.css.ts';
import { failureMessage } from '../../app/failureMessage.ts';
import { keepDataAcross } from '../../app/viewParam.ts';

const TYPE_MESSAGE = { 1: resourceTypeMessages.course, 2: resourceTypeMessages.exam, 3: resourceTypeMessages.knowledge } as const;

/** student-training/{trainingId}: a training plan's items with the learner's progress; ?item= opens one. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const schoolId = classSchool(params);
  const trainingId = recordId(params.trainingId);
  const training = await api.training({ params: { trainingId }, tenantId: schoolId }).catch(classPageError(schoolId, request));
  return { schoolId, training };
}

/** Opening or closing an item (?item=) keeps the plan on screen, with the progress the reader just wrote. */
export const shouldRevalidate = keepDataAcross('item');

export function Component() {
  const intl = useIntl();
  const loaded = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const { schoolId } = loaded;
  // The loader's answer with what the last progress write answered laid over it. Progress never goes down, so the
  // record also stays right over a loader answer that was fetched before the write and arrived after it.
  const [record, setRecord] = useState<ScheduleRecord | null>(null);
  const training = record ? withRecord(loaded.training, record) : loaded.training;
  const [search, setSearch] = useSearchParams();
  const openId = search.get('item');
  const open = training.items.find((item) => item.id === openId) ?? null;
  const resume = training.items.find((item) => item.id === training.resumeItemId) ?? null;
  const description = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (description.current) void renderBulletinHtml(description.current, training.descriptionHtml);
  }, [training.descriptionHtml]);
  const openItem = (id: string | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('item', id);
      else next.delete('item');
      return next;
    });

  return (
    <div className={styles.page}>
      <nav aria-label={intl.formatMessage(messages.breadcrumb)}>
        <Link href={`${classInfoBase(schoolId)}/class-view/${training.classId}`}>
          {intl.formatMessage(messages.backToClass, { title: <span key="t" {...contentProps()}>{training.classTitle}</span> })}
        </Link>
      </nav>
      <div className={styles.spread}>
        <h1 {...contentProps(styles.title)}>{training.title}</h1>
        {resume && !open && (
          <Button onPress={() => openItem(resume.id)} data-testid="continue-training">
            {intl.formatMessage(training.progress > 0 ? messages.continueItem : messages.startTraining)}
          </Button>
        )}
      </div>
      <div ref={description} dir="auto" className={styles.description} />
      <ProgressBar value={training.progress} label={intl.formatMessage(messages.trainingProgress)} />
      {open && <ItemView key={open.id} training={training} itemId={open.id} schoolId={schoolId} onSaved={setRecord} onClose={() => openItem(null)} />}
      <section aria-labelledby="training-items" className={styles.stack}>
        <h2 id="training-items" className={styles.sectionTitle}>{intl.formatMessage(messages.trainingItems)}</h2>
        {training.items.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(messages.noTrainingItems)}</p>
        ) : (
          <ol className={styles.list}>
            {training.items.map((item) => (
              <li key={item.id} className={styles.panel} data-testid="training-item">
                <div className={styles.spread}>
                  <span className={styles.tightStack}>
                    <span {...contentProps(styles.itemTitle)}>{item.name}</span>
                    <span className={styles.muted}>
                      {intl.formatMessage(TYPE_MESSAGE[item.coursewareType])} · {intl.formatMessage(messages.minutes, { minutes: item.durationMinutes })}
                    </span>
                  </span>
                  <Button variant="secondary" size="sm" onPress={() => openItem(item.id)} aria-label={intl.formatMessage(messages.openItemNamed, { name: isolate(item.name) })}>
                    {intl.formatMessage(messages.openItem)}
                  </Button>
                </div>
                <ProgressBar size="sm" value={item.progress} aria-label={intl.formatMessage(messages.itemProgress, { name: isolate(item.name) })} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

type ItemViewProps = { training: Training; itemId: string; schoolId: string; onSaved: (record: ScheduleRecord) => void; onClose: () => void };

/**
 * One item of the plan. There is no player here: the learner marks how far they got (a quarter at a time, or all
 * of it); each step is recorded on the server, and a finished item earns its learning points once.
 */
function ItemView({ training, itemId, schoolId, onSaved, onClose }: ItemViewProps) {
  const intl = useIntl();
  const item = training.items.find((entry) => entry.id === itemId)!;
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [points, setPoints] = useState<{ points: number; total: number } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const record = async (progress: number) => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await api.saveScheduleRecord({ body: { trainingId: training.id, itemId, progress, positionSeconds: positionFor(item, progress) }, tenantId: schoolId });
      onSaved(saved);
      const stored = saved.items.find((entry) => entry.itemId === itemId)?.progress ?? progress;
      if (stored >= 100) {
        const event = await api.learnEvent({ body: { classId: training.classId, coursewareUuid: item.coursewareUuid }, tenantId: schoolId });
        if (event.awarded) setPoints({ points: event.points, total: event.totalPoints });
      }
    } catch (error) {
      setFailure(failureMessage(error, intl.formatMessage(messages.progressFailed)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="open-item" className={styles.panel} data-testid="training-item-view">
      <h2 id="open-item" ref={heading} tabIndex={-1} {...contentProps([styles.sectionTitle, styles.focusTarget].join(' '))}>{item.name}</h2>
      <p className={styles.muted}>{intl.formatMessage(messages.noPlayer)}</p>
      <ProgressBar value={item.progress} label={intl.formatMessage(messages.yourProgress)} />
      {points && (
        <Banner tone="success" title={intl.formatMessage(messages.pointsEarned, { points: points.points })}>
          {intl.formatMessage(messages.pointsTotal, { total: points.total })}
        </Banner>
      )}
      {failure && <Banner tone="error"><span dir="auto">{failure}</span></Banner>}
      <div className={styles.row}>
        {item.progress < 100 ? (
          <>
            <Button onPress={() => void record(nextProgress(item.progress))} isPending={saving} data-testid="mark-progress">
              {intl.formatMessage(messages.markProgress, { step: 0.25 })}
            </Button>
            <Button variant="secondary" onPress={() => void record(100)} isDisabled={saving} data-testid="finish-item">
              {intl.formatMessage(messages.finishItem)}
            </Button>
          </>
        ) : (
          <span className={styles.muted}>{intl.formatMessage(messages.itemFinished)}</span>
        )}
        <Button variant="quiet" onPress={onClose}>{intl.formatMessage(messages.closeItem)}</Button>
      </div>
    </section>
  );
}
