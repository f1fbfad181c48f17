import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Endpoints, ResponseOf } from '@academy/contract';
import { PersonCard } from '@academy/ui';
import { Follow } from './SpaceLayout.tsx';
import { spaceHref } from './spaceData.ts';
import * as styles from './personSpace.css.ts';

export type PersonRow = ResponseOf<Endpoints['fanList']>['list'][number];

function PersonItem({ schoolId, person }: { schoolId: string; person: PersonRow }) {
  const intl = useIntl();
  const [isFocus, setFocus] = useState(person.isFocus);
  return (
    <li>
      <PersonCard
        name={person.name}
        avatarUrl={person.avatarUrl}
        href={spaceHref(schoolId, 'dynamics', person.userId)}
        meta={<time dateTime={person.followedAt}>{intl.formatDate(person.followedAt, { dateStyle: 'medium' })}</time>}
        isSelf={person.isSelf}
        action={<Follow schoolId={schoolId} userId={person.userId} isFocus={isFocus} name={person.name} onChange={setFocus} />}
      />
    </li>
  );
}

/** People (followers, following, the school's followers), each linking to their space with a Follow button. */
export function PeopleList({ schoolId, people, label }: { schoolId: string; people: PersonRow[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {people.map((person) => <PersonItem key={person.userId} schoolId={schoolId} person={person} />)}
    </ul>
  );
}
