import { useIntl } from 'react-intl';
import { contentProps } from '../../content/contentProps.ts';
import { Icon } from '../Icon/index.ts';
import * as styles from './ResultsChart.css.ts';
import { resultsChartMessages } from './ResultsChart.messages.ts';

export type FreeTextAnswer = {
  id: string;
  text: string;
  /** Who wrote it (named surveys only: the portal leaves it out for anonymous ones). */
  author?: string;
  /** When, already formatted (named surveys only). */
  time?: string;
};

export type FreeTextAnswersProps = {
  /** The question, as its author wrote it. */
  title: string;
  answers: readonly FreeTextAnswer[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** The written answers to a free-text survey question, each in its own direction, with who and when for named surveys. */
export function FreeTextAnswers({ title, answers, headingLevel = 3, className }: FreeTextAnswersProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')}>
      <Heading {...contentProps(styles.title)}>
        {title}
      </Heading>
      <p className={styles.summary}>{intl.formatMessage(resultsChartMessages.textAnswers, { count: answers.length })}</p>
      {answers.length === 0 ? (
        <p className={styles.empty}>
          <Icon name="inbox" size="sm" />
          <span>{intl.formatMessage(resultsChartMessages.empty)}</span>
        </p>
      ) : (
        <ul className={styles.answers}>
          {answers.map((answer) => (
            <li key={answer.id} className={styles.answer}>
              <p {...contentProps(styles.answerText, { paragraph: true })}>{answer.text}</p>
              {(answer.author || answer.time) && (
                // The name in its own direction, the time in the page's: a name never drags the date's digits around.
                <p className={styles.answerMeta}>
                  {answer.author && <span {...contentProps()}>{answer.author}</span>}
                  {answer.time && <span>{answer.time}</span>}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
