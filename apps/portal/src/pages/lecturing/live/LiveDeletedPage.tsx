import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Banner, Link } from '@academy/ui';
import { useLecturing } from '../lecturingData.ts';
import { isId, livePaths } from './liveData.ts';
import { liveMessages as messages } from './live.messages.ts';
import * as layout from '../lecturing.css.ts';

/** After a confirmed delete (live-deleted?classId=…): what happened, and the way back to the class's live lectures. */
export function Component() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const { base } = useLecturing();
  const classId = search.get('classId');
  return (
    <>
      <h1 className={layout.title}>{intl.formatMessage(messages.deletedTitle)}</h1>
      <Banner tone="success">{intl.formatMessage(messages.deletedBody)}</Banner>
      <ul className={layout.list}>
        <li>
          <Link href={livePaths(base).list(isId(classId) ? classId : null)}>{intl.formatMessage(messages.backToList)}</Link>
        </li>
        {isId(classId) && (
          <li>
            <Link href={livePaths(base).create(classId)}>{intl.formatMessage(messages.schedule)}</Link>
          </li>
        )}
      </ul>
    </>
  );
}
