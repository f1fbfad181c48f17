import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '../../test/render.tsx';
import { LessonList } from './LessonList.tsx';

describe('LessonList', () => {
  test('groups lessons by chapter and marks the open one', async () => {
    await renderInApp(
      <LessonList
        currentId="b"
        hrefFor={(lesson) => `/learn?lesson=${lesson.id}`}
        lessons={[
          { id: 'a', chapter: 1, chapterTitle: 'One', title: 'Intro', kind: 'video', durationSeconds: 65, pageCount: null, done: true, progress: 100 },
          { id: 'b', chapter: 2, chapterTitle: 'Two', title: 'Notes', kind: 'pdf', durationSeconds: null, pageCount: 3, done: false, progress: 33 },
        ]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['One', 'Two']);
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/learn?lesson=b');
    expect(screen.getByText('1:05')).toBeInTheDocument();
    expect(screen.getByText('3 pages')).toBeInTheDocument();
    expect(screen.getByText('33% done')).toBeInTheDocument();
  });
});
