import { defineMessages } from 'react-intl';

export const lessonListMessages = {
  ...defineMessages<{ minutes: { minutes: number; seconds: string }; pages: { count: number }; progress: { progress: number } }>({
    minutes: { id: 'ui.lessonList.length', defaultMessage: '{minutes, number}:{seconds}', description: 'Length of a video lesson, minutes:seconds. Keep the colon format.' },
    pages: { id: 'ui.lessonList.pages', defaultMessage: '{count, plural, one {# page} other {# pages}}', description: 'Number of pages of a document lesson.' },
    progress: { id: 'ui.lessonList.progress', defaultMessage: '{progress, number, ::percent scale/0.01} done', description: 'How much of a lesson the learner has done (a percentage).' },
  }),
  ...defineMessages({
    label: { id: 'ui.lessonList.label', defaultMessage: 'Lessons', description: 'Accessible name of a course’s list of lessons.' },
    video: { id: 'ui.lessonList.video', defaultMessage: 'Video', description: 'Kind of lesson: a video.' },
    pdf: { id: 'ui.lessonList.pdf', defaultMessage: 'Document', description: 'Kind of lesson: a PDF document.' },
    article: { id: 'ui.lessonList.article', defaultMessage: 'Article', description: 'Kind of lesson: an article to read.' },
    done: { id: 'ui.lessonList.done', defaultMessage: 'Done', description: 'A lesson the learner has finished.' },
  }),
};
