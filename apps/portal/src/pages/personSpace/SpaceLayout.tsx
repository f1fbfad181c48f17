import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, useRevalidator } from 'react-router';
import { Avatar, Button, contentProps, EmptyState, FollowButton, Link, Select, useToast } from '@academy/ui';
import { localizedName } from '@academy/rules';
import { api } from '../../app/api.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { spaceMessages as m } from './personSpace.messages.ts';
import { Pager } from './Pager.tsx';
import { spaceHref, TABS, type ListState, type PersonDetails, type SpaceData } from './spaceData.ts';
import * as styles from './personSpace.css.ts';

type Privacy = NonNullable<PersonDetails['privacy']>;
const LEVELS = ['school', 'followers', 'self'] as const;
const LEVEL_LABELS = { school: m.levelSchool, followers: m.levelFollowers, self: m.levelSelf } as const;
const CHOICES = [['dynamics', m.privacyDynamics], ['works', m.privacyWorks], ['learning', m.privacyLearning], ['follows', m.privacyFollows]] as const;

/** The owner's choices of who sees each part; saved on the server, which applies them to every visitor. */
function PrivacyChoices({ schoolId, privacy }: { schoolId: string; privacy: Privacy }) {
  const intl = useIntl();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [choices, setChoices] = useState(privacy);
  const [saving, setSaving] = useState(false);
  const options = LEVELS.map((level) => ({ id: level, label: intl.formatMessage(LEVEL_LABELS[level]) }));
  return (
    <section className={styles.privacyBox} aria-labelledby="space-privacy-title">
      <h2 id="space-privacy-title" className={styles.sectionTitle}>{intl.formatMessage(m.privacyTitle)}</h2>
      <div className={styles.privacy}>
        {CHOICES.map(([part, label]) => (
          <Select key={part} label={intl.formatMessage(label)} options={options} value={choices[part]} onChange={(key) => key !== null && setChoices({ ...choices, [part]: key as Privacy[typeof part] })} />
        ))}
        <Button
          variant="primary"
          isPending={saving}
          onPress={async () => {
            setSaving(true);
            try {
              await api.savePrivacy({ query: { schoolId }, body: choices });
              toast.show(intl.formatMessage(m.saved), 'success');
              void revalidator.revalidate();
            } catch {
              toast.show(intl.formatMessage(m.followFailed), 'error');
            } finally {
              setSaving(false);
            }
          }}
        >
          {intl.formatMessage(m.save)}
        </Button>
      </div>
    </section>
  );
}

/** Follow or unfollow someone: the library button, with the call and its failure toast. */
export function Follow({ schoolId, userId, isFocus, name, onChange }: { schoolId: string; userId: string; isFocus: boolean; name?: string; onChange?: (isFocus: boolean) => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  return (
    <FollowButton
      isFollowing={isFocus}
      pending={pending}
      name={name}
      size={name ? 'sm' : 'md'}
      onToggle={async () => {
        setPending(true);
        try {
          const result = await (isFocus ? api.cancelFocus : api.addFocus)({ query: { schoolId }, body: { userId } });
          onChange?.(result.isFocus);
        } catch {
          toast.show(intl.formatMessage(m.followFailed), 'error');
        } finally {
          setPending(false);
        }
      }}
    />
  );
}

/** A content title in the page's language where the content has one (English fields for every language but Chinese). */
export function useContentTitle() {
  const { locale } = useLocaleControl();
  return (item: { title: string; titleEn: string | null }) => localizedName({ name: item.title, nameEn: item.titleEn }, locale);
}

/** What a hidden, failed or empty list shows instead of rows. */
export function ListFallback({ state, isEmpty }: { state: ListState<unknown>; isEmpty: boolean }) {
  const intl = useIntl();
  const revalidator = useRevalidator();
  if (state.status === 'hidden') return <EmptyState icon="lock" title={intl.formatMessage(m.hidden)} description={intl.formatMessage(m.hiddenBody)} />;
  if (state.status === 'failed') return <EmptyState icon="alert" title={intl.formatMessage(m.failed)} action={<Button onPress={() => void revalidator.revalidate()}>{intl.formatMessage(m.retry)}</Button>} />;
  if (isEmpty) return <EmptyState icon="inbox" title={intl.formatMessage(m.empty)} description={intl.formatMessage(m.emptyBody)} />;
  return null;
}

/** A space's paged list: why it is not shown (hidden, failed, empty), or its items and the pager. */
export function SpaceList<T>({ state, children }: { state: ListState<T> | null; children: (items: T[]) => ReactNode }) {
  if (!state) return null;
  if (state.status !== 'ok' || state.page.list.length === 0) return <ListFallback state={state} isEmpty={state.status === 'ok'} />;
  return (
    <>
      {children(state.page.list)}
      <Pager page={state.page.pageNumber} total={state.page.total} />
    </>
  );
}

/** The header of a space (avatar, name, counts, follow), the owner's privacy choices and the five tabs as links. */
export function SpaceLayout({ data, children }: { data: SpaceData<unknown>; children: ReactNode }) {
  const intl = useIntl();
  const revalidator = useRevalidator();
  const { details, schoolId, userId, tab } = data;
  if (!details) {
    const [title, body] = data.problem === 'notFound' ? [m.notFound, m.notFoundBody] : data.problem === 'forbidden' ? [m.hidden, m.hiddenBody] : [m.failed, null];
    return (
      <header className={styles.identity}>
        <h1 className={styles.name}>{intl.formatMessage(title)}</h1>
        {body && <p className={styles.counts}>{intl.formatMessage(body)}</p>}
      </header>
    );
  }
  return (
    <div className={styles.identity}>
      <header className={styles.header}>
        <Avatar user={{ realName: details.name }} src={details.avatarUrl} size="large" decorative />
        <div className={styles.identity}>
          <h1 {...contentProps(styles.name, { lines: 1 })}>{details.name}</h1>
          <p className={styles.counts} data-testid="space-counts">{intl.formatMessage(m.counts, { followers: details.followers, following: details.following, works: details.works })}</p>
        </div>
        {!details.isSelf && <Follow schoolId={schoolId} userId={details.userId} isFocus={details.isFocus} onChange={() => void revalidator.revalidate()} />}
      </header>
      {details.isSelf && <Link href={`/portal/${schoolId}/my-learning`}>{intl.formatMessage(m.myLearning)}</Link>}
      {details.privacy && <PrivacyChoices key={JSON.stringify(details.privacy)} schoolId={schoolId} privacy={details.privacy} />}
      <nav aria-label={intl.formatMessage(m.tabs)}>
        <ul className={styles.tabs}>
          {TABS.map((id) => (
            <li key={id}>
              <NavLink className={styles.tab} to={spaceHref(schoolId, id, userId)} aria-current={id === tab ? 'page' : undefined}>{intl.formatMessage(m[id])}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
