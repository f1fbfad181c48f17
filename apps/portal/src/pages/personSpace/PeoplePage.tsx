import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../app/api.ts';
import { PeopleList, type PersonRow } from './PeopleList.tsx';
import { SpaceLayout, SpaceList } from './SpaceLayout.tsx';
import { spaceMessages as m } from './personSpace.messages.ts';
import { spaceLoader, type SpaceData } from './spaceData.ts';

/** Followers (`fan`) or following (`follow`) of a person, 20 a page. */
export const peopleLoader = (args: LoaderFunctionArgs, tab: 'fan' | 'follow') =>
  spaceLoader<PersonRow>(args, tab, (query) => (tab === 'fan' ? api.fanList({ query }) : api.focusList({ query })));

export function PeoplePage() {
  const data = useLoaderData<SpaceData<PersonRow>>();
  const intl = useIntl();
  const list = data.list;
  return (
    <SpaceLayout data={data}>
      <SpaceList state={list}>
        {(items) => (
          <PeopleList schoolId={data.schoolId} people={items} label={intl.formatMessage(data.tab === 'fan' ? m.fan : m.follow)} />
        )}
      </SpaceList>
    </SpaceLayout>
  );
}
