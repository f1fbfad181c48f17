import { defineMessages } from 'react-intl';

export const resourceCardMessages = {
  ...defineMessages<{ views: { count: string }; downloads: { count: string }; rating: { rating: number }; duration: { minutes: number; seconds: string }; by: { author: string } }>({
    views: { id: 'ui.card.views', defaultMessage: '{count} views', description: 'Number of views of a resource (count already formatted, e.g. 1.2k).' },
    downloads: { id: 'ui.card.downloads', defaultMessage: '{count} downloads', description: 'Number of downloads of a document (count already formatted).' },
    rating: { id: 'ui.card.rating', defaultMessage: 'Rated {rating, number} out of 5', description: 'Accessible name of the star rating on a card.' },
    duration: { id: 'ui.card.duration', defaultMessage: '{minutes, number}:{seconds}', description: 'Length of a video, minutes:seconds. Keep the colon format.' },
    by: { id: 'ui.card.by', defaultMessage: 'By {author}', description: 'Author of an article or question.' },
  }),
  ...defineMessages({
    untitled: { id: 'ui.card.untitled', defaultMessage: 'Untitled', description: 'Shown when a resource has no name in any language.' },
  }),
};
