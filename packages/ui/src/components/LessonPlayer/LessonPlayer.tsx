import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { Link } from '../Link/index.ts';
import { renderRichTextBlocks } from '../RichTextEditor/renderRichTextHtml.ts';
import { contentProps } from '../../content/contentProps.ts';
import { useAppContext } from '../../provider/LocaleContext.ts';
import * as styles from './LessonPlayer.css.ts';
import { lessonPlayerMessages as messages } from './LessonPlayer.messages.ts';

export type PlayerLesson = {
  id: string;
  kind: 'video' | 'pdf' | 'article';
  title: string;
  /** The video's or the document's address (served by range). */
  src: string | null;
  /** WebVTT captions per language: `lang` is the spec's code (zh_CN), `label` its name in that language. */
  captions: readonly { lang: string; tag: string; label: string; src: string }[];
  articleHtml: string | null;
  pageCount: number | null;
  /** Where to resume: the second of a video, the page of a document. */
  resumeAt: number;
  done: boolean;
};

export type LessonPlayerProps = {
  lesson: PlayerLesson;
  /** What the browser actually played (HTMLMediaElement.played) and where the learner is: sent every few seconds, on pause and at the end. */
  onVideoProgress?: (report: { played: [number, number][]; positionSeconds: number }) => void;
  onPage?: (page: number) => void;
  onArticleEnd?: () => void;
  className?: string;
};

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
const REPORT_EVERY_MS = 5000;

/**
 * One lesson: a video with captions in the lesson's languages and a speed choice (the browser's own controls,
 * keyboard operable), a PDF drawn page by page with pdf.js (loaded only for documents), or an article. It tells
 * the page what the learner did; the server decides what counts.
 */
export function LessonPlayer({ lesson, onVideoProgress, onPage, onArticleEnd, className }: LessonPlayerProps) {
  const intl = useIntl();
  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-labelledby={`lesson-${lesson.id}`}>
      <h1 id={`lesson-${lesson.id}`} {...contentProps(styles.title)}>{lesson.title}</h1>
      {lesson.done && (
        <p className={styles.done} role="status">
          <Icon name="checkCircle" size="sm" />
          {intl.formatMessage(messages.done)}
        </p>
      )}
      {lesson.kind === 'video' && <VideoLesson key={lesson.id} lesson={lesson} onProgress={onVideoProgress} />}
      {lesson.kind === 'pdf' && <PdfLesson key={lesson.id} lesson={lesson} onPage={onPage} />}
      {lesson.kind === 'article' && <ArticleLesson key={lesson.id} lesson={lesson} onEnd={onArticleEnd} />}
    </section>
  );
}

function VideoLesson({ lesson, onProgress }: { lesson: PlayerLesson; onProgress: LessonPlayerProps['onVideoProgress'] }) {
  const intl = useIntl();
  const { locale } = useAppContext();
  const video = useRef<HTMLVideoElement>(null);
  const speedId = useId();
  const [rate, setRate] = useState(1);
  const report = useEffectEvent((progress: { played: [number, number][]; positionSeconds: number }) => onProgress?.(progress));
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let last = 0;
    const send = () => {
      const played: [number, number][] = [];
      for (let index = 0; index < element.played.length; index += 1) played.push([element.played.start(index), element.played.end(index)]);
      if (played.length) report({ played, positionSeconds: element.currentTime });
      last = Date.now();
    };
    const onTime = () => {
      if (Date.now() - last >= REPORT_EVERY_MS) send();
    };
    const resume = () => {
      if (lesson.resumeAt > 0 && lesson.resumeAt < element.duration - 1) element.currentTime = lesson.resumeAt;
    };
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('pause', send);
    element.addEventListener('ended', send);
    element.addEventListener('loadedmetadata', resume);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('pause', send);
      element.removeEventListener('ended', send);
      element.removeEventListener('loadedmetadata', resume);
    };
  }, [lesson.resumeAt]);
  useEffect(() => {
    if (video.current) video.current.playbackRate = rate;
  }, [rate]);
  return (
    <>
      {/* Captions in every language the lesson has; the page's language on by default. */}
      {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- the lesson's caption tracks are mapped inside */}
      <video ref={video} className={styles.video} controls preload="metadata" src={lesson.src ?? undefined} crossOrigin="use-credentials" data-testid="lesson-video">
        {lesson.captions.map((caption) => (
          <track key={caption.lang} kind="captions" src={caption.src} srcLang={caption.tag} label={caption.label} default={caption.lang === locale.code} />
        ))}
      </video>
      <div className={styles.toolbar}>
        <label htmlFor={speedId}>{intl.formatMessage(messages.speed)}</label>
        <select id={speedId} className={styles.select} value={rate} onChange={(event) => setRate(Number(event.target.value))}>
          {PLAYBACK_RATES.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(messages.speedValue, { rate: value })}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

type PdfDocument = { numPages: number; getPage: (n: number) => Promise<{ getViewport: (o: { scale: number }) => { width: number; height: number }; render: (o: { canvas: HTMLCanvasElement; viewport: unknown }) => { promise: Promise<void> } }> };

/** pdf.js and its worker (bundled by Vite as a .js file, which every server serves as JavaScript) load with the first document, not with the player. */
async function openPdf(src: string): Promise<PdfDocument> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?worker&url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return (await pdfjs.getDocument({ url: src, withCredentials: true }).promise) as unknown as PdfDocument;
}

function PdfLesson({ lesson, onPage }: { lesson: PlayerLesson; onPage: LessonPlayerProps['onPage'] }) {
  const intl = useIntl();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const count = pdf?.numPages ?? lesson.pageCount ?? 1;
  const [page, setPage] = useState(Math.min(Math.max(1, lesson.resumeAt), count));
  const report = useEffectEvent((shown: number) => onPage?.(shown));
  useEffect(() => {
    if (!lesson.src) return;
    let live = true;
    openPdf(lesson.src).then((opened) => live && setPdf(opened), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [lesson.src]);
  useEffect(() => {
    const target = canvas.current;
    if (!pdf || !target) return;
    let live = true;
    void pdf.getPage(page).then(async (shown) => {
      if (!live) return;
      const viewport = shown.getViewport({ scale: 1.5 });
      target.width = viewport.width;
      target.height = viewport.height;
      await shown.render({ canvas: target, viewport }).promise;
      if (live) report(page);
    }, () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [pdf, page]);
  if (failed) {
    return (
      <p className={styles.muted} role="alert">
        {intl.formatMessage(messages.failed)} {lesson.src && <Link href={lesson.src} newTab>{intl.formatMessage(messages.download)}</Link>}
      </p>
    );
  }
  return (
    <>
      {!pdf && <p className={styles.muted} role="status">{intl.formatMessage(messages.loading)}</p>}
      <canvas ref={canvas} className={styles.canvas} hidden={!pdf} aria-label={intl.formatMessage(messages.page, { page, count })} role="img" data-testid="lesson-pdf" />
      <div className={styles.toolbar}>
        <Button variant="secondary" size="sm" isDisabled={!pdf || page <= 1} onPress={() => setPage(page - 1)}>
          {intl.formatMessage(messages.previous)}
        </Button>
        <span aria-live="polite">{intl.formatMessage(messages.page, { page, count })}</span>
        <Button variant="secondary" size="sm" isDisabled={!pdf || page >= count} onPress={() => setPage(page + 1)}>
          {intl.formatMessage(messages.next)}
        </Button>
      </div>
    </>
  );
}

function ArticleLesson({ lesson, onEnd }: { lesson: PlayerLesson; onEnd: LessonPlayerProps['onArticleEnd'] }) {
  const body = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const report = useEffectEvent(() => onEnd?.());
  useEffect(() => {
    if (body.current) void renderRichTextBlocks(body.current, lesson.articleHtml ?? '');
  }, [lesson.articleHtml]);
  useEffect(() => {
    const marker = end.current;
    if (!marker || typeof IntersectionObserver === 'undefined') return;
    // Read to its end: the line after the text came into view.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        report();
      }
    });
    observer.observe(marker);
    return () => observer.disconnect();
    // Once per lesson: the player is keyed by the lesson.
  }, []);
  return (
    <>
      <div ref={body} dir="auto" className={styles.article} data-testid="lesson-article" />
      <div ref={end} className={styles.end} aria-hidden="true" />
    </>
  );
}
