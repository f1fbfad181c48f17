import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { useLoaderState } from '../../app/loaderState.ts';
import { ApiError } from '@academy/api-client';
import type { CourseLesson, CourseOutline, LessonProgressBody } from '@academy/contract';
import { LOCALES, isResourceId, localizedName, loginUrl, type LocaleCode } from '@academy/rules';
import { LessonList, LessonPlayer, Link, ProgressBar, useToast } from '@academy/ui';
import { api } from '../../app/api.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { learningMessages as messages } from './learning.messages.ts';
import * as styles from './learning.css.ts';

/** The course's own page: /portal/{school}/{segment}/{id} (this page's address without /learn). */
const coursePath = (url: URL) => url.pathname.replace(/\/learn$/, '');

/**
 * /portal/{schoolId}/{segment}/{id}/learn: the course player (issue 31). The lessons and the learner's measured
 * progress come from the server; a learner who may not learn it yet goes back to its page (enrol or buy there).
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const resourceId = params.resourceId ?? '';
  if (!isResourceId(resourceId)) throw redirect('/404');
  return api.courseOutline({ params: { id: resourceId }, query: { schoolId: params.schoolId ?? '' } }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) throw redirect(loginUrl(`${url.pathname}${url.search}`, currentLocale()));
    if (error instanceof ApiError && error.status === 403) throw redirect(coursePath(url));
    if (error instanceof ApiError && error.status === 404) throw redirect('/404');
    throw redirect(`/abnormal/${error instanceof ApiError ? error.status : 503}`);
  });
}

/** The lesson to open: the one asked for, else where the learner left off, else the first not done. */
function openLesson(outline: CourseOutline, asked: string | null): CourseLesson | undefined {
  const { lessons } = outline;
  return lessons.find((lesson) => lesson.id === asked) ?? lessons.find((lesson) => lesson.id === outline.lastLessonId) ?? lessons.find((lesson) => !lesson.done) ?? lessons[0];
}

export function Component() {
  const [outline, setOutline] = useLoaderState<CourseOutline>();
  const { schoolId = '' } = useParams();
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const url = new URL(window.location.href);
  const lesson = openLesson(outline, url.searchParams.get('lesson'));
  const sending = useRef(Promise.resolve());
  const toast = useToast();
  if (!lesson) return null;

  // Reports go one after another (a video sends every few seconds); each answer updates the list and the total.
  const send = (body: LessonProgressBody) => {
    sending.current = sending.current.then(async () => {
      try {
        const answer = await api.lessonProgress({ params: { id: lesson.id }, query: { schoolId }, body });
        setOutline((current) => ({ ...current, progress: answer.course.progress, lastLessonId: answer.course.lastLessonId, lessons: current.lessons.map((item) => (item.id === answer.lesson.id ? answer.lesson : item)) }));
        // Only the report that finished the lesson awards its points (the server decides, once).
        if (answer.points?.awarded) toast.show(intl.formatMessage(messages.lessonPoints, { points: answer.points.awarded, total: answer.points.total }), 'success');
      } catch {
        // A lost report is sent again with the next one: played ranges and pages are cumulative.
      }
    });
  };
  const media = (path: string) => `/api/learning/v1/lessons/${encodeURIComponent(lesson.id)}/${path}?${new URLSearchParams({ schoolId })}`;
  const title = (item: { title: string; titleEn: string | null }) => localizedName({ name: item.title, nameEn: item.titleEn }, locale) || item.title;

  return (
    <div className={styles.container}>
      <div className={styles.learn}>
        <aside className={styles.side}>
        <Link href={coursePath(url)}>{intl.formatMessage(messages.backToCourse)}</Link>
        <ProgressBar label={intl.formatMessage(messages.courseProgress)} value={outline.progress} />
        <LessonList
          lessons={outline.lessons.map((item) => ({ ...item, title: title(item), chapterTitle: localizedName({ name: item.chapterTitle, nameEn: item.chapterTitleEn }, locale) || item.chapterTitle }))}
          currentId={lesson.id}
          hrefFor={(item) => `?${new URLSearchParams({ lesson: item.id })}`}
        />
      </aside>
      <LessonPlayer
        lesson={{
          id: lesson.id,
          kind: lesson.kind,
          title: title(lesson),
          src: lesson.kind === 'article' ? null : media('media'),
          captions: lesson.captionLangs.map((lang: LocaleCode) => ({ lang, tag: LOCALES[lang].tag, label: LOCALES[lang].nativeName, src: media(`captions/${lang}`) })),
          articleHtml: lesson.articleHtml,
          pageCount: lesson.pageCount,
          resumeAt: lesson.kind === 'pdf' ? lesson.lastPage : lesson.positionSeconds,
          done: lesson.done,
        }}
        onVideoProgress={(report) => send({ kind: 'video', ...report })}
        onPage={(page) => send({ kind: 'pdf', page })}
        onArticleEnd={() => send({ kind: 'article', readToEnd: true })}
      />
    </div>
    </div>
  );
}
