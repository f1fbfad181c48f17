import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { O3Card, O3Ranking } from '@academy/contract';
import { localizedName, resourcePath } from '@academy/rules';
import { Grid, Link, O3CardTile, ResourceCard, contentProps } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { cardHref, notO3, o3Home, o3SchoolId } from './o3Data.ts';
import { o3Messages as messages } from './o3.messages.ts';
import * as layout from '../../layouts/layout.css.ts';
import * as styles from './o3.css.ts';

const RANKINGS = [
  { sourceType: 1, title: messages.rankingCourses, unit: messages.views },
  { sourceType: 2, title: messages.rankingCases, unit: messages.views },
  { sourceType: 3, title: messages.rankingProjects, unit: messages.followers },
  { sourceType: 4, title: messages.rankingActivities, unit: messages.peopleOpen },
] as const;

/** /portal/{schoolId}/o3-school and /o3-sub-portal/{schoolId}: the O3 zone's home. A school that is not O3 is a 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  const schoolId = o3SchoolId(params.schoolId);
  const list = (kind: O3Card['kind'], pageSize: number, sort: 'newest' | 'hottest' = 'newest') => api.o3Cards({ query: { schoolId, kind, pageSize, sort } }).then((page) => page.list);
  const [cases, projects, activities, courses, rankings] = await Promise.all([
    list('case', 4, 'hottest'),
    list('project', 4),
    list('activity', 3),
    api.resources({ query: { schoolId, type: 1, contentKind: 'course', sort: 1, pageSize: 4 } }).then((page) => page.list).catch(() => []),
    Promise.all(RANKINGS.map(({ sourceType }) => api.o3CustomRankings({ query: { schoolId, sourceType } }).catch((): O3Ranking => ({ sourceType, entries: [] })))),
  ]).catch(notO3);
  return { schoolId, cases, projects, activities, courses, rankings };
}

function CardList({ cards }: { cards: O3Card[] }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.id}>
          <O3CardTile card={card} href={cardHref(card)} />
        </li>
      ))}
    </ul>
  );
}

export function Component() {
  const { schoolId, cases, projects, activities, courses, rankings } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const base = o3Home(schoolId);
  const section = (id: string, title: string, more: string | null, content: ReactNode) => (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={layout.sectionTitle}>{title}</h2>
        {more && <Link href={more}>{intl.formatMessage(messages.seeAll)}</Link>}
      </div>
      {content}
    </section>
  );

  return (
    <div className={layout.stack}>
      <div className={styles.sectionHead}>
        <div>
          <h1 className={layout.pageTitle}>{intl.formatMessage(messages.zoneTitle)}</h1>
          <p className={layout.muted}>{intl.formatMessage(messages.zoneIntro)}</p>
        </div>
        <Link href={`${base}/new-project`}>{intl.formatMessage(messages.propose)}</Link>
      </div>
      {section('o3-cases', intl.formatMessage(messages.cases), `${base}/case-center-more`, <CardList cards={cases} />)}
      {section('o3-courses', intl.formatMessage(messages.courses), `${base}/course-more`, (
        <Grid as="ul" columns={4}>
          {courses.map((resource) => (
            <li key={resource.id}>
              <ResourceCard resource={resource} href={resourcePath(schoolId, resource)} headingLevel={3} />
            </li>
          ))}
        </Grid>
      ))}
      {section('o3-projects', intl.formatMessage(messages.projects), `${base}/more?kind=project`, <CardList cards={projects} />)}
      {section('o3-activities', intl.formatMessage(messages.activities), `${base}/more?kind=activity`, <CardList cards={activities} />)}
      {section('o3-rankings', intl.formatMessage(messages.rankings), null, (
        <div className={styles.rankings}>
          {RANKINGS.map(({ sourceType, title, unit }, index) => {
            const entries = rankings[index]?.entries ?? [];
            return (
              <section key={sourceType} className={styles.ranking} aria-labelledby={`o3-ranking-${sourceType}`}>
                <h3 id={`o3-ranking-${sourceType}`}>{intl.formatMessage(title)}</h3>
                {entries.length === 0 ? (
                  <p className={layout.muted}>{intl.formatMessage(messages.rankingEmpty)}</p>
                ) : (
                  <ol className={styles.rankingList}>
                    {entries.slice(0, 5).map((entry) => (
                      <li key={entry.id} className={styles.rankingEntry}>
                        <span {...contentProps(undefined, { lines: 1 })}>{localizedName(entry, locale)}</span>
                        <span className={layout.muted}>{intl.formatMessage(unit, { count: entry.value, people: entry.value })}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            );
          })}
        </div>
      ))}
    </div>
  );
}
