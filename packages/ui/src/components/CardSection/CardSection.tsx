import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PlainLink } from '../Link/PlainLink.tsx';
import { PlainButton } from '../Button/PlainButton.tsx';
import { EmptyState } from '../EmptyState/index.ts';
import { Grid, type GridColumns } from '../Grid/index.ts';
import { Icon } from '../Icon/index.ts';
import { ResourceCard, type ResourceCardLayout, type ResourceSummary } from '../ResourceCard/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { DeferredTabs } from '../Tabs/DeferredTabs.tsx';
import { commonMessages } from '../../messages/common.messages.ts';
import { resourceTypeMessages } from '../../messages/resource.messages.ts';
import { cardSectionMessages } from './CardSection.messages.ts';
import { contentProps, isolate } from '../../content/contentProps.ts';
import * as styles from './CardSection.css.ts';

/** The home page's card kinds: all-in-one 1, single page 2, short videos 3, most viewed 4, most downloads 5, highest rated 6, hottest articles 7, newest Q&A 8, newest articles 9. */
export type CardKind = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

const LAYOUT: Record<CardKind, ResourceCardLayout> = { 1: 'grid', 2: 'grid', 3: 'portrait', 4: 'grid', 5: 'grid', 6: 'grid', 7: 'list', 8: 'list', 9: 'grid' };

export type CardSectionProps = {
  cardKind: CardKind;
  title: string;
  /** How the section is titled: none 0, a title 1, a title with a search box 2. The title stays in the outline (visually hidden) in mode 0. */
  titleMode?: 0 | 1 | 2;
  columns?: GridColumns;
  status: 'loading' | 'error' | 'ready';
  items?: readonly ResourceSummary[];
  hrefFor: (resource: ResourceSummary) => string;
  moreHref?: string;
  onRetry?: () => void;
  onSearch?: (keyword: string) => void;
  now?: number;
};

function Cards({ items, layout, columns, hrefFor, now }: { items: readonly ResourceSummary[]; layout: ResourceCardLayout; columns: GridColumns; hrefFor: CardSectionProps['hrefFor']; now?: number }) {
  return (
    <Grid as="ul" columns={layout === 'list' ? (Math.min(columns, 3) as GridColumns) : columns} singleColumnOnPhone={layout === 'list'}>
      {items.map((item) => (
        <li key={item.id} className={styles.list}>
          <ResourceCard resource={item} href={hrefFor(item)} layout={layout} now={now} />
        </li>
      ))}
    </Grid>
  );
}

/** A home-page section of one of the nine card kinds, with its title mode, columns, "more" link and states. */
export function CardSection({ cardKind, title, titleMode = 1, columns = 4, status, items = [], hrefFor, moreHref, onRetry, onSearch, now }: CardSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const [keyword, setKeyword] = useState('');
  const layout = LAYOUT[cardKind];
  const searchLabel = intl.formatMessage(cardSectionMessages.searchLabel, { section: isolate(title) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (keyword.trim()) onSearch?.(keyword.trim());
  };

  let body;
  if (status === 'loading') {
    body = (
      <div aria-busy="true" aria-label={intl.formatMessage(cardSectionMessages.loading)} role="status">
        <Grid columns={columns}>
          {Array.from({ length: columns }, (_, index) => (
            <div key={index} className={styles.skeletonCard}>
              <Skeleton shape="rect" aspectRatio={layout === 'portrait' ? '9 / 16' : '16 / 9'} />
              <Skeleton shape="title" inlineSize="80%" />
              <Skeleton shape="text" inlineSize="50%" />
            </div>
          ))}
        </Grid>
      </div>
    );
  } else if (status === 'error') {
    body = (
      <EmptyState
        icon="errorCircle"
        headingLevel={3}
        title={intl.formatMessage(commonMessages.loadFailedTitle)}
        description={intl.formatMessage(commonMessages.loadFailedBody)}
        action={onRetry && <PlainButton variant="secondary" onClick={onRetry}>{intl.formatMessage(commonMessages.retry)}</PlainButton>}
      />
    );
  } else if (items.length === 0) {
    body = <EmptyState headingLevel={3} title={intl.formatMessage(cardSectionMessages.emptyTitle)} description={intl.formatMessage(cardSectionMessages.emptyBody)} />;
  } else if (cardKind === 1) {
    // All-in-one: one tab per kind of content present.
    const kinds = [...new Set(items.map((item) => item.contentKind))];
    body =
      kinds.length > 1 ? (
        <DeferredTabs
          aria-label={title}
          items={kinds.map((kind) => ({
            id: kind,
            label: intl.formatMessage(resourceTypeMessages[kind as keyof typeof resourceTypeMessages] ?? resourceTypeMessages.all),
            content: <Cards items={items.filter((item) => item.contentKind === kind)} layout="grid" columns={columns} hrefFor={hrefFor} now={now} />,
          }))}
        />
      ) : (
        <Cards items={items} layout="grid" columns={columns} hrefFor={hrefFor} now={now} />
      );
  } else if (cardKind === 2) {
    body = <Cards items={items.slice(0, 1)} layout="grid" columns={2} hrefFor={hrefFor} now={now} />;
  } else {
    body = <Cards items={items} layout={layout} columns={columns} hrefFor={hrefFor} now={now} />;
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={[styles.header, titleMode === 0 ? styles.visuallyHidden : ''].join(' ')}>
        {/* The heading is chrome (its inline-end margin pushes the tools away, in the page's direction); the title in it is the school's. */}
        <h2 id={headingId} className={styles.title}>
          <span {...contentProps()}>{title}</span>
        </h2>
        {titleMode === 2 && (
          <form role="search" aria-label={searchLabel} className={styles.search} onSubmit={submit}>
            <input
              type="search"
              className={styles.searchInput}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              aria-label={searchLabel}
              placeholder={searchLabel}
              dir="auto"
              enterKeyHint="search"
              maxLength={100}
            />
            <PlainButton type="submit" variant="secondary" aria-label={intl.formatMessage(cardSectionMessages.searchButton)}>
              <Icon name="search" />
            </PlainButton>
          </form>
        )}
        {moreHref && titleMode !== 0 && (
          <PlainLink href={moreHref} className={styles.more} aria-label={intl.formatMessage(cardSectionMessages.moreNamed, { section: title })}>
            {intl.formatMessage(cardSectionMessages.more)}
            <Icon name="chevronForward" size="sm" />
          </PlainLink>
        )}
      </div>
      {body}
    </section>
  );
}
