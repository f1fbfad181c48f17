import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ResourcePage } from '@academy/contract';
import { resourcePath } from '@academy/rules';
import { Grid, ResourceCard } from '@academy/ui';
import { learningMessages as messages } from './learning.messages.ts';
import * as styles from './learning.css.ts';

/** A topic's page lists what it gathers (issue 31); each card opens its own resource page. */
export function TopicResources({ page, schoolId }: { page: ResourcePage; schoolId: string }) {
  const intl = useIntl();
  const id = useId();
  if (!page.topicResources) return null;
  return (
    <section aria-labelledby={id} className={styles.topic} data-testid="topic-resources">
      <h2 id={id} className={styles.topicTitle}>{intl.formatMessage(messages.topicResources)}</h2>
      {page.topicResources.length === 0 ? (
        <p>{intl.formatMessage(messages.topicEmpty)}</p>
      ) : (
        <Grid as="ul" columns={4}>
          {page.topicResources.map((resource) => (
            <li key={resource.id}>
              <ResourceCard resource={resource} href={resourcePath(schoolId, resource)} headingLevel={3} />
            </li>
          ))}
        </Grid>
      )}
    </section>
  );
}
