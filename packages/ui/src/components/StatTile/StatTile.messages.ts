import { defineMessages } from 'react-intl';

export const statTileMessages = defineMessages({
  loading: { id: 'ui.statTile.loading', defaultMessage: 'Loading', description: 'Read by screen readers in place of the number of a statistic tile while it loads.' },
});
