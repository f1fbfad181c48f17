import { useIntl } from 'react-intl';
import { Icon } from '../Icon/index.ts';
import { PlainLink } from '../Link/PlainLink.tsx';
import { contentProps } from '../../content/contentProps.ts';
import * as styles from './LessonList.css.ts';
import { lessonListMessages as messages } from './LessonList.messages.ts';

export type LessonListItem = {
  id: string;
  chapter: number;
  chapterTitle: string;
  title: string;
  kind: 'video' | 'pdf' | 'article';
  durationSeconds: number | null;
  pageCount: number | null;
  done: boolean;
  /** 0–100. */
  progress: number;
};

export type LessonListProps = {
  lessons: readonly LessonListItem[];
  /** The lesson open now (marked as the current page). */
  currentId?: string | null;
  hrefFor: (lesson: LessonListItem) => string;
  className?: string;
};

const KIND_ICON = { video: 'play', pdf: 'download', article: 'info' } as const;

/** A course's chapters and their lessons: kind, length, and how far the learner is in each; the open one marked. */
export function LessonList({ lessons, currentId, hrefFor, className }: LessonListProps) {
  const intl = useIntl();
  const chapters = [...new Set(lessons.map((lesson) => lesson.chapter))].map((chapter) => lessons.filter((lesson) => lesson.chapter === chapter));
  return (
    <nav className={[styles.root, className].filter(Boolean).join(' ')} aria-label={intl.formatMessage(messages.label)}>
      <ol className={styles.chapters}>
        {chapters.map((items) => (
          <li key={items[0]!.chapter}>
            <h2 {...contentProps(styles.chapterTitle)}>{items[0]!.chapterTitle}</h2>
            <ol className={styles.lessons}>
              {items.map((lesson) => (
                <li key={lesson.id}>
                  <PlainLink href={hrefFor(lesson)} className={styles.lesson} aria-current={lesson.id === currentId ? 'page' : undefined} data-lesson={lesson.id}>
                    <Icon name={lesson.done ? 'checkCircle' : KIND_ICON[lesson.kind]} className={lesson.done ? styles.done : styles.pending} />
                    <span className={styles.title}>
                      <span {...contentProps(null, { lines: 2 })}>{lesson.title}</span>
                      <span className={styles.meta}>
                        <span>{intl.formatMessage(messages[lesson.kind])}</span>
                        {lesson.durationSeconds !== null && (
                          <span>{intl.formatMessage(messages.minutes, { minutes: Math.floor(lesson.durationSeconds / 60), seconds: intl.formatNumber(lesson.durationSeconds % 60, { minimumIntegerDigits: 2 }) })}</span>
                        )}
                        {lesson.pageCount !== null && <span>{intl.formatMessage(messages.pages, { count: lesson.pageCount })}</span>}
                        {lesson.done ? <span className={styles.done}>{intl.formatMessage(messages.done)}</span> : lesson.progress > 0 && <span>{intl.formatMessage(messages.progress, { progress: lesson.progress })}</span>}
                      </span>
                    </span>
                  </PlainLink>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
