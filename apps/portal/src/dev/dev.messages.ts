import { defineMessages } from 'react-intl';

export const devMessages = defineMessages({
  siteMap: { id: 'portal.dev.siteMap', defaultMessage: 'Site map', description: 'Development builds: button and drawer listing the main routes.' },
});
