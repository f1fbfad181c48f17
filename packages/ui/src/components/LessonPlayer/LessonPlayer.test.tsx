import { describe, expect, test } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../test/render.tsx';
import { LessonPlayer } from './LessonPlayer.tsx';

describe('LessonPlayer', () => {
  test('an article is sanitized; a video has its captions and the page’s language on by default', async () => {
    await renderInApp(<LessonPlayer lesson={{ id: 'a', kind: 'article', title: 'A', src: null, captions: [], pageCount: null, resumeAt: 0, done: false, articleHtml: '<p>Hi<script>x()</script><img src=x onerror=y()></p>' }} />);
    const article = screen.getByTestId('lesson-article');
    await waitFor(() => expect(article.textContent).toBe('Hi'));
    expect(article.querySelector('script, img')).toBeNull();
  });

  test('a video lists a track per caption language', async () => {
    await renderInApp(
      <LessonPlayer
        lesson={{ id: 'v', kind: 'video', title: 'V', src: '/v.webm', captions: [{ lang: 'en_US', tag: 'en-US', label: 'English', src: '/en.vtt' }, { lang: 'ar_SA', tag: 'ar-SA', label: 'العربية', src: '/ar.vtt' }], pageCount: null, resumeAt: 0, done: true, articleHtml: null }}
      />,
    );
    const tracks = [...screen.getByTestId('lesson-video').querySelectorAll('track')];
    expect(tracks.map((track) => track.getAttribute('srclang'))).toEqual(['en-US', 'ar-SA']);
    expect(tracks[0]!.hasAttribute('default')).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Lesson done');
  });
});
