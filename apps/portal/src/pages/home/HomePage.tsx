import { useIntl } from 'react-intl';
import { useLoaderData, useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import { isSectionVisible, isSlideAddress, localizedName, resourcePath, RANKING_KIND } from '@academy/rules';
import { CardSection, EmptyState, Link, RankingList, contentProps, visuallyHidden, type CardKind, type GridColumns } from '@academy/ui';
import { useLocaleControl } from '../../app/localeControl.ts';
import type { PortalData } from '../../layouts/portalLoader.ts';
import { startTitles } from '../../routes/startTitles.messages.ts';
import { homeMessages } from './home.messages.ts';
import { moreHref } from './sections.ts';
import type { HomeData } from './homeLoader.ts';
import * as styles from '../../layouts/layout.css.ts';

/**
 * Sections from this one on skip rendering until they come near the viewport (layout.css.ts `deferredSection`).
 * The first ones are in the first screen: deferred, Chromium paints them once at their placeholder height and
 * then at their own, pushing down what follows (a layout shift of 0.035 with a card section first).
 */
const FIRST_DEFERRED_SECTION = 2;

/** The school's released home page: its sections in order, each filtered by audience (members / visitors). */
export function Component() {
  const { schoolId, sections } = useLoaderData<HomeData>();
  const portal = useRouteLoaderData('portal') as PortalData;
  const intl = useIntl();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { locale } = useLocaleControl();
  const isMember = Boolean(portal.membership);
  const visible = sections.filter(({ section }) => isSectionVisible(section.audience, isMember));

  return (
    <>
      <h1 className={visuallyHidden}>
        {`${localizedName(portal.school, locale)} · ${intl.formatMessage(startTitles.home)}`}
      </h1>
      {visible.length === 0 && <EmptyState title={intl.formatMessage(homeMessages.notDecoratedTitle)} description={intl.formatMessage(homeMessages.notDecoratedBody)} />}
      {visible.map(({ section, cards, rankings }, position) => {
        const deferred = position >= FIRST_DEFERRED_SECTION ? styles.deferredSection : undefined;
        if (section.type === 'banner') {
          return (
            // Focusable so keyboard users can scroll the slides (axe: scrollable-region-focusable).
            // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <section key={section.id} tabIndex={0} aria-roledescription="carousel" aria-label={intl.formatMessage(homeMessages.banner)} className={styles.slides}>
              {section.slides.map((slide, index) => {
                const caption = localizedName(slide, locale);
                return (
                  <div key={index} className={styles.slide} aria-roledescription="slide">
                    {/* The first slide is the page's largest picture (the server preloads it); the others wait for a scroll. */}
                    <img className={styles.slideImage} src={slide.imageUrl} alt="" fetchPriority={index === 0 ? 'high' : undefined} loading={index === 0 ? undefined : 'lazy'} />
                    {slide.href && isSlideAddress(slide.href) ? (
                      <Link quiet href={slide.href} className={styles.slideCaption} aria-label={caption ? undefined : intl.formatMessage(homeMessages.banner)}>
                        {/* The caption box is placed in the page's direction; the school's caption reads in its own. */}
                        <span {...contentProps()}>{caption}</span>
                      </Link>
                    ) : (
                      caption && (
                        <p className={styles.slideCaption}>
                          <span {...contentProps()}>{caption}</span>
                        </p>
                      )
                    )}
                  </div>
                );
              })}
            </section>
          );
        }
        if (section.type === 'cards') {
          return (
            <div key={section.id} className={deferred}>
              <CardSection
                cardKind={section.cardKind as CardKind}
                title={localizedName(section.title, locale)}
                titleMode={section.titleMode}
                columns={section.columns as GridColumns}
                status={cards?.status ?? 'error'}
                items={cards?.status === 'ready' ? cards.items : []}
                hrefFor={(resource) => resourcePath(schoolId, resource)}
                moreHref={moreHref(schoolId, section)}
                onRetry={() => void revalidator.revalidate()}
                onSearch={(keyword) => void navigate(`/portal/${schoolId}/search?${new URLSearchParams({ keyword })}`)}
              />
            </div>
          );
        }
        if (section.type === 'ranking') {
          return (
            <section key={section.id} aria-label={localizedName(section.title, locale)} className={deferred ? `${styles.stack} ${deferred}` : styles.stack}>
              <h2 {...contentProps(styles.sectionTitle)}>{localizedName(section.title, locale)}</h2>
              <div className={styles.rankings}>
                {section.lists.map((list) => {
                  const board = rankings?.[list];
                  return (
                    <RankingList
                      key={list}
                      list={list}
                      status={board?.status ?? 'error'}
                      entries={board?.status === 'ready' ? board.entries : []}
                      hrefFor={list === 'traineePoints' ? undefined : (entry) => resourcePath(schoolId, { id: entry.id, contentKind: RANKING_KIND[list] })}
                      onRetry={() => void revalidator.revalidate()}
                    />
                  );
                })}
              </div>
            </section>
          );
        }
        return null;
      })}
    </>
  );
}
