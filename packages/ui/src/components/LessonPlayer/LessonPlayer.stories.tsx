import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LESSON_DOCUMENT_URL } from '../../fixtures/lessonDocument.ts';
import { MIXED } from '../../fixtures/mixedDirection.ts';
import { storyIntl } from '../../test/stories.ts';
import { LessonPlayer, type PlayerLesson } from './LessonPlayer.tsx';
import { lessonPlayerMessages as messages } from './LessonPlayer.messages.ts';

const ARTICLE: PlayerLesson = {
  id: 'article', kind: 'article', title: 'Summary', src: null, captions: [], pageCount: null, resumeAt: 0, done: false,
  articleHtml: '<p>Read to here and the lesson is done.</p><ul><li>Videos</li><li>Documents</li></ul><p><a href="/portal/1/more">More courses</a></p>',
};

const meta = {
  title: 'Components/LessonPlayer',
  component: LessonPlayer,
  args: { lesson: ARTICLE, onVideoProgress: fn(), onPage: fn(), onArticleEnd: fn() },
} satisfies Meta<typeof LessonPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An article: reaching its end tells the page (the server marks it read). */
export const Article: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Summary');
    await waitFor(() => expect(args.onArticleEnd).toHaveBeenCalledOnce());
  },
};

export const ArticleDone: Story = { args: { lesson: { ...ARTICLE, done: true } } };

/** A video: the browser's controls, captions per language, the speed choice. */
export const Video: Story = {
  parameters: { visual: { skip: true } }, // the browser's own media controls draw differently from frame to frame
  args: { lesson: { ...ARTICLE, id: 'video', kind: 'video', title: 'Course tour', articleHtml: null, src: null, captions: [{ lang: 'en_US', tag: 'en-US', label: 'English', src: 'data:text/vtt,WEBVTT' }] } },
  play: async (context) => {
    const { canvas } = context;
    const speed = canvas.getByLabelText(storyIntl(context).formatMessage(messages.speed));
    await userEvent.selectOptions(speed, '1.5');
    await expect((canvas.getByTestId('lesson-video') as HTMLVideoElement).playbackRate).toBe(1.5);
    await expect(canvas.getByTestId('lesson-video').querySelectorAll('track')).toHaveLength(1);
  },
};

/** A document drawn by pdf.js: pages by button; each page shown is reported. */
export const Document: Story = {
  parameters: { visual: { skip: true } }, // pdf.js draws in a worker: its canvas has no settled moment to shoot
  args: { lesson: { ...ARTICLE, id: 'pdf', kind: 'pdf', title: 'Handout', articleHtml: null, src: LESSON_DOCUMENT_URL, pageCount: 3, resumeAt: 2 } },
  play: async (context) => {
    const { canvas, args } = context;
    const intl = storyIntl(context);
    await waitFor(() => expect(args.onPage).toHaveBeenCalledWith(2), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.next) }));
    await waitFor(() => expect(args.onPage).toHaveBeenCalledWith(3), { timeout: 10_000 });
    await expect(canvas.getByRole('button', { name: intl.formatMessage(messages.next) })).toBeDisabled();
  },
};

/** A document that cannot be loaded: why, and the file itself. */
export const DocumentFailed: Story = {
  // Six pdf.js loads failing at their own pace never gave two equal pictures in a row within the time limit (the
  // matrix); the play function checks the refusal as Storybook shows it.
  parameters: { visual: { skip: true } },
  args: { lesson: { ...ARTICLE, id: 'pdf-failed', kind: 'pdf', title: 'Handout', articleHtml: null, src: 'data:application/pdf;base64,bm90IGEgcGRm', pageCount: 3 } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible(), { timeout: 10_000 });
  },
};

export const MixedDirections: Story = { args: { lesson: { ...ARTICLE, title: MIXED.arabicLong, articleHtml: `<p>${MIXED.arabicLong}</p><p>${MIXED.latinLong}</p><p>${MIXED.chinese}</p>` } } };
