import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { Endpoints, ResponseOf } from '@academy/contract';
import { pageNumberFrom } from '@academy/rules';
import { Button, EmptyState, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { Pager } from './Pager.tsx';
import { PeopleList } from './PeopleList.tsx';
import { spaceMessages as m } from './personSpace.messages.ts';
import * as styles from './personSpace.css.ts';

type SchoolFans = ResponseOf<Endpoints['schoolFans']>;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const schoolId = params.schoolId!;
  const pageNumber = pageNumberFrom(new URL(request.url).searchParams.get('page'));
  const fans: SchoolFans | null = await api.schoolFans({ query: { schoolId, pageNumber, pageSize: 20 } }).catch(() => null);
  return { schoolId, fans };
}

/** /portal/{schoolId}/fans: the people following the school, and a Follow button for the signed-in member. */
export function Component() {
  const { schoolId, fans } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const toast = useToast();
  const revalidator = useRevalidator();
  return (
    <div className={styles.identity}>
      <header className={styles.header}>
        <div className={styles.identity}>
          <h1 className={styles.name}>{intl.formatMessage(m.fansTitle)}</h1>
          {fans && <p className={styles.counts} role="status" data-testid="school-fans-count">{intl.formatMessage(m.fansCount, { count: fans.total })}</p>}
        </div>
        {fans && (
          <Button
            variant={fans.isFocus ? 'secondary' : 'primary'}
            onPress={async () => {
              try {
                await (fans.isFocus ? api.unfollowSchool : api.followSchool)({ query: { schoolId } });
              } catch {
                toast.show(intl.formatMessage(m.followFailed), 'error');
              }
              void revalidator.revalidate();
            }}
          >
            {intl.formatMessage(fans.isFocus ? m.unfollowSchool : m.followSchool)}
          </Button>
        )}
      </header>
      {!fans && <EmptyState icon="alert" title={intl.formatMessage(m.failed)} action={<Button onPress={() => void revalidator.revalidate()}>{intl.formatMessage(m.retry)}</Button>} />}
      {fans && fans.list.length === 0 && <EmptyState icon="user" title={intl.formatMessage(m.noFans)} description={intl.formatMessage(m.noFansBody)} />}
      {fans && fans.list.length > 0 && (
        <>
          <PeopleList schoolId={schoolId} people={fans.list} label={intl.formatMessage(m.fansTitle)} />
          <Pager page={fans.pageNumber} total={fans.total} />
        </>
      )}
    </div>
  );
}
