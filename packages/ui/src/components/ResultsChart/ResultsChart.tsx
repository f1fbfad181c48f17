import { useState } from 'react';
import { useIntl } from 'react-intl';
import { contentProps } from '../../content/contentProps.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { RATING_MAX } from '../RatingInput/index.ts';
import * as styles from './ResultsChart.css.ts';
import { resultsChartMessages } from './ResultsChart.messages.ts';
import { sharePercents, type ResultsKind } from './shares.ts';

export type ResultsRow = { label: string; count: number };

export type ResultsChartProps = {
  /** The question, as its author wrote it: the heading and the table's caption. */
  title: string;
  kind: ResultsKind;
  /** One row per option; for a rating, one per star value with labels "1"…"5" (named "1 star"… in the locale). */
  rows: readonly ResultsRow[];
  /** How many people answered the question: shares are of them. */
  total: number;
  /** A rating's average. */
  mean?: number;
  /** Chart (default) or table first; the reader can switch. */
  defaultView?: 'chart' | 'table';
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/**
 * The results of one survey question: horizontal bars with counts and shares in the locale's percent, and the same
 * numbers as a real table. Screen readers always get the table (the bars are hidden from them); sighted readers
 * switch between bars and table.
 */
export function ResultsChart({ title, kind, rows, total, mean, defaultView = 'chart', headingLevel = 3, className }: ResultsChartProps) {
  const intl = useIntl();
  const [view, setView] = useState(defaultView);
  const Heading = `h${headingLevel}` as const;
  const shares = sharePercents(
    rows.map((row) => row.count),
    total,
    kind,
  );
  const percent = (share: number) => intl.formatNumber(share / 100, { style: 'percent' });
  const labelOf = (row: ResultsRow) => (kind === 'rating' && /^\d+$/.test(row.label) ? intl.formatMessage(resultsChartMessages.ratingRow, { n: Number(row.label) }) : row.label);
  const hasAnswers = total > 0;

  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')} data-view={hasAnswers ? view : 'empty'}>
      <div className={styles.head}>
        <Heading {...contentProps(styles.title)}>
          {title}
        </Heading>
        {hasAnswers && (
          <Button variant="secondary" size="sm" onPress={() => setView(view === 'chart' ? 'table' : 'chart')} data-testid="results-view-toggle">
            {intl.formatMessage(view === 'chart' ? resultsChartMessages.showTable : resultsChartMessages.showChart)}
          </Button>
        )}
      </div>
      <p className={styles.summary}>
        <span>{intl.formatMessage(resultsChartMessages.respondents, { count: total })}</span>
        {hasAnswers && mean !== undefined && (
          <span className={styles.mean}>
            {intl.formatMessage(resultsChartMessages.mean, { mean: intl.formatNumber(mean, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), max: RATING_MAX })}
          </span>
        )}
        {hasAnswers && kind === 'multiple' && <span>{intl.formatMessage(resultsChartMessages.multipleNote)}</span>}
      </p>
      {!hasAnswers ? (
        <p className={styles.empty}>
          <Icon name="inbox" size="sm" />
          <span>{intl.formatMessage(resultsChartMessages.empty)}</span>
        </p>
      ) : (
        <>
          {view === 'chart' && (
            // The table below says the same to screen readers.
            <ul className={styles.bars} aria-hidden="true" data-testid="results-bars">
              {rows.map((row, index) => (
                <li key={index} className={styles.bar}>
                  <span className={styles.barLine}>
                    <span className={styles.barLabel}>
                      <span {...contentProps(null, { lines: 2 })}>{labelOf(row)}</span>
                    </span>
                    <span className={styles.barValue}>{intl.formatMessage(resultsChartMessages.barValue, { count: row.count, share: percent(shares[index]!) })}</span>
                  </span>
                  <span className={styles.track}>
                    <span className={styles.fill} style={{ inlineSize: `${Math.min(100, shares[index]!)}%` }} />
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div className={view === 'table' ? styles.tableBox : visuallyHidden}>
            <table className={styles.table}>
              {/* The table's name for screen readers; sighted readers have the heading just above. */}
              <caption {...contentProps(visuallyHidden)}>{title}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.headerCell}>
                    {intl.formatMessage(resultsChartMessages.columnOption)}
                  </th>
                  <th scope="col" className={[styles.headerCell, styles.numberHeader].join(' ')}>
                    {intl.formatMessage(resultsChartMessages.columnCount)}
                  </th>
                  <th scope="col" className={[styles.headerCell, styles.numberHeader].join(' ')}>
                    {intl.formatMessage(resultsChartMessages.columnShare)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index}>
                    <th scope="row" {...contentProps(styles.rowHeader)}>
                      {labelOf(row)}
                    </th>
                    <td className={styles.numberCell}>{intl.formatNumber(row.count)}</td>
                    <td className={styles.numberCell}>{percent(shares[index]!)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
