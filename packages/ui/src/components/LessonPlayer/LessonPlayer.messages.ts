import { defineMessages } from 'react-intl';

export const lessonPlayerMessages = {
  ...defineMessages<{ page: { page: number; count: number }; speedValue: { rate: number } }>({
    page: { id: 'ui.lessonPlayer.page', defaultMessage: 'Page {page, number} of {count, number}', description: 'Which page of a document lesson is shown.' },
    speedValue: { id: 'ui.lessonPlayer.speedValue', defaultMessage: '{rate, number}×', description: 'A playback speed choice, e.g. 1.5×.' },
  }),
  ...defineMessages({
    speed: { id: 'ui.lessonPlayer.speed', defaultMessage: 'Playback speed', description: 'Label of the video lesson’s speed choice.' },
    previous: { id: 'ui.lessonPlayer.previous', defaultMessage: 'Previous page', description: 'Button of the document viewer.' },
    next: { id: 'ui.lessonPlayer.next', defaultMessage: 'Next page', description: 'Button of the document viewer.' },
    loading: { id: 'ui.lessonPlayer.loading', defaultMessage: 'Loading the document…', description: 'While a PDF lesson loads.' },
    failed: { id: 'ui.lessonPlayer.failed', defaultMessage: 'The document could not be shown here.', description: 'A PDF lesson failed to load or draw.' },
    download: { id: 'ui.lessonPlayer.download', defaultMessage: 'Open the document', description: 'Link to the PDF file itself, when the viewer cannot show it.' },
    done: { id: 'ui.lessonPlayer.done', defaultMessage: 'Lesson done', description: 'Status shown once the lesson counts as finished.' },
  }),
};
