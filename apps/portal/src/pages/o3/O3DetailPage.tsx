import { useState } from 'react';
import { useIntl } from 'react-intl';
import { data, useLoaderData, useLocation, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import { loginUrl } from '@academy/rules';
import { Badge, Button, Link, contentProps, formatSchoolTime, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { getSession } from '../../app/session.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { usePageSchoolTimeZone } from '../../layouts/pageSchool.ts';
import { CATEGORY_LABELS, KIND_LABELS, notO3, o3Home, o3SchoolId } from './o3Data.ts';
import { o3Messages as messages } from './o3.messages.ts';
import * as layout from '../../layouts/layout.css.ts';
import * as styles from './o3.css.ts';

/** /o3/{schoolId}/detail?id= and /democloud/{schoolId}/detail?id=: one case, project or activity. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const schoolId = o3SchoolId(params.schoolId);
  const id = new URL(request.url).searchParams.get('id') ?? '';
  if (!id) throw data('Not found', { status: 404 });
  const [card, user] = await Promise.all([api.o3Card({ params: { id }, query: { schoolId } }).catch(notO3), getSession()]);
  return { schoolId, card, signedIn: Boolean(user) };
}

export function Component() {
  const { schoolId, card, signedIn } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const timeZone = usePageSchoolTimeZone();
  const toast = useToast();
  const revalidator = useRevalidator();
  const location = useLocation();
  const { locale } = useLocaleControl();
  const [busy, setBusy] = useState(false);
  // What the last join said, kept on the page (a toast alone would vanish).
  const [notice, setNotice] = useState<string | null>(null);

  const act = async (run: () => Promise<void>) => {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      toast.show(error instanceof ApiError && error.status === 409 ? intl.formatMessage(messages.full) : intl.formatMessage(messages.failed), 'error');
    } finally {
      setBusy(false);
    }
  };
  const follow = () => act(async () => {
    await api.o3CardFocus({ params: { id: card.id }, query: { schoolId }, body: { focus: !card.focused } });
    await revalidator.revalidate();
  });
  const join = () => act(async () => {
    const result = await api.o3JoinActivity({ params: { id: card.id }, query: { schoolId } });
    const text = intl.formatMessage(result.alreadyJoined ? messages.alreadyJoined : messages.joinedToast);
    setNotice(text);
    toast.show(text, result.alreadyJoined ? 'info' : 'success');
    await revalidator.revalidate();
  });
  const full = card.capacity !== null && card.people >= card.capacity;

  return (
    <article className={styles.detail}>
      <div>
        <Link href={o3Home(schoolId)}>{intl.formatMessage(messages.back)}</Link>
      </div>
      <div className={styles.meta}>
        <Badge tone="brand">{intl.formatMessage(KIND_LABELS[card.kind])}</Badge>
        <span>{intl.formatMessage(CATEGORY_LABELS[card.category])}</span>
      </div>
      <h1 {...contentProps(layout.pageTitle)}>{card.title}</h1>
      {card.coverUrl && <img className={styles.detailCover} src={card.coverUrl} alt="" />}
      <p {...contentProps(undefined, { paragraph: true })}>{card.summary}</p>
      <div {...contentProps(styles.body, { paragraph: true })}>{card.body}</div>
      <div className={styles.meta}>
        <span>{intl.formatMessage(messages.views, { count: card.views })}</span>
        <span>{intl.formatMessage(messages.followers, { count: card.focusCount })}</span>
        {card.startsAt && <span>{intl.formatMessage(messages.startsAt, { date: formatSchoolTime(intl, card.startsAt, timeZone) })}</span>}
      </div>
      {card.kind === 'activity' && (
        <p role="status" aria-live="polite">
          {card.capacity === null ? intl.formatMessage(messages.peopleOpen, { people: card.people }) : intl.formatMessage(messages.people, { people: card.people, capacity: card.capacity })}
          {notice && ` · ${notice}`}
        </p>
      )}
      {signedIn ? (
        <div className={styles.actions}>
          <Button variant={card.focused ? 'secondary' : 'primary'} isDisabled={busy} onPress={() => void follow()}>
            {intl.formatMessage(card.focused ? messages.following : messages.follow)}
          </Button>
          {card.kind === 'activity' && (
            <Button variant="primary" isDisabled={busy || (full && !card.joined)} onPress={() => void join()}>
              {intl.formatMessage(full && !card.joined ? messages.full : messages.join)}
            </Button>
          )}
        </div>
      ) : (
        <div>
          <Link href={loginUrl(`${location.pathname}${location.search}`, locale)}>{intl.formatMessage(messages.signInToAct)}</Link>
        </div>
      )}
    </article>
  );
}
