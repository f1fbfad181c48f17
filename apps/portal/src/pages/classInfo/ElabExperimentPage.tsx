import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { Banner, Button, Link, StatusBadge, contentProps, renderBulletinHtml } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useSchoolTime } from '../lecturing/schoolTime.ts';
import { classInfoBase, classPageError, classSchool, recordId } from './classData.ts';
import { experimentStateBadge } from './states.ts';
import { classInfoMessages as messages } from './classInfo.messages.ts';
import * as styles from './classInfo.css.ts';
import { failureMessage } from '../../app/failureMessage.ts';

/** elab-experiment/{classId}/{elabId}: a lab experiment of a class; Start opens the school's lab with a one-time code. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const schoolId = classSchool(params);
  const classId = recordId(params.classId);
  const experimentId = recordId(params.elabId);
  // The class gives the school's zone, in which the start time is shown.
  const [experiment, view] = await Promise.all([
    api.elabDetail({ params: { experimentId, classId }, tenantId: schoolId }).catch(classPageError(schoolId, request)),
    api.classInfo({ params: { id: classId }, tenantId: schoolId }).catch(classPageError(schoolId, request)),
  ]);
  return { schoolId, experiment, timeZone: view.timeZone };
}

export function Component() {
  const intl = useIntl();
  const { schoolId, experiment, timeZone } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const revalidator = useRevalidator();
  const time = useSchoolTime(timeZone);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [launched, setLaunched] = useState<string | null>(null);
  const description = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (description.current) void renderBulletinHtml(description.current, experiment.descriptionHtml);
  }, [experiment.descriptionHtml]);
  const badge = experimentStateBadge[experiment.state];

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      const { launchUrl } = await api.elabCode({ body: { experimentId: experiment.id, classId: experiment.classId }, tenantId: schoolId });
      // The lab is another site: it gets no handle on this page. Should a blocker stop the tab, the link below opens it.
      window.open(launchUrl, '_blank', 'noopener');
      setLaunched(launchUrl);
      void revalidator.revalidate();
    } catch (error) {
      setFailure(failureMessage(error, intl.formatMessage(messages.startFailed)));
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className={styles.page}>
      <nav aria-label={intl.formatMessage(messages.breadcrumb)}>
        <Link href={`${classInfoBase(schoolId)}/class-view/${experiment.classId}`}>
          {intl.formatMessage(messages.backToClass, { title: <span key="t" {...contentProps()}>{experiment.classTitle}</span> })}
        </Link>
      </nav>
      <div className={styles.stack}>
        <h1 {...contentProps(styles.title)}>{experiment.title}</h1>
        <div className={styles.row}>
          <StatusBadge tone={badge.tone} label={intl.formatMessage(badge.message)} />
          <span className={styles.muted}>{intl.formatMessage(messages.minutes, { minutes: experiment.durationMinutes })}</span>
          {experiment.startedAt && <span className={styles.muted}>{intl.formatMessage(messages.startedOn, { date: time.dateTime(experiment.startedAt) })}</span>}
        </div>
      </div>
      <div ref={description} dir="auto" className={styles.description} />
      <section aria-labelledby="steps" className={styles.stack}>
        <h2 id="steps" className={styles.sectionTitle}>{intl.formatMessage(messages.stepsTitle)}</h2>
        {experiment.steps.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(messages.noSteps)}</p>
        ) : (
          <ol className={styles.orderedList}>
            {[...experiment.steps].sort((a, b) => a.position - b.position).map((step) => (
              <li key={step.position} className={styles.step}>
                <div className={styles.tightStack}>
                  <span {...contentProps(styles.itemTitle)}>{step.title}</span>
                  <span {...contentProps(styles.muted, { paragraph: true })}>{step.body}</span>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="lab" className={[styles.panel, styles.narrow].join(' ')}>
        <h2 id="lab" className={styles.sectionTitle}>{intl.formatMessage(messages.labTitle)}</h2>
        {experiment.labConfigured ? (
          <>
            <p className={styles.muted}>{intl.formatMessage(messages.labHow)}</p>
            <div className={styles.row}>
              <Button onPress={() => void start()} isPending={starting} data-testid="start-experiment">
                {intl.formatMessage(experiment.state === 'notStarted' ? messages.startExperiment : messages.reopenLab)}
              </Button>
            </div>
            {launched && (
              <p className={styles.muted}>
                {intl.formatMessage(messages.labOpened, { link: (text) => <Link key="lab" href={launched} newTab>{text}</Link> })}
              </p>
            )}
          </>
        ) : (
          <p className={styles.muted} data-testid="no-lab">{intl.formatMessage(messages.noLab)}</p>
        )}
        {failure && <Banner tone="error" title={intl.formatMessage(messages.startFailed)}><span dir="auto">{failure}</span></Banner>}
      </section>
    </div>
  );
}
