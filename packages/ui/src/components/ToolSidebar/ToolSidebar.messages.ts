import { defineMessages } from 'react-intl';

export const toolSidebarMessages = defineMessages({
  label: { id: 'ui.toolSidebar.label', defaultMessage: 'Tools', description: 'Accessible name of the tool sidebar of special schools.' },
  backToTop: { id: 'ui.toolSidebar.backToTop', defaultMessage: 'Back to top', description: 'Tool sidebar button: scroll to the top of the page.' },
});
