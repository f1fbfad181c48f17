import { defineMessages } from 'react-intl';

export const cardSectionMessages = {
  ...defineMessages({
    more: { id: 'ui.section.more', defaultMessage: 'More', description: 'Link at the end of a section title row: see all items.' },
    searchButton: { id: 'ui.section.searchButton', defaultMessage: 'Search', description: 'Button of the search box inside a section header.' },
    emptyTitle: { id: 'ui.section.emptyTitle', defaultMessage: 'Nothing here yet', description: 'Empty section: no resources to show.' },
    emptyBody: { id: 'ui.section.emptyBody', defaultMessage: 'New courses and articles will appear here as soon as they are published.', description: 'Empty section explanation.' },
    loading: { id: 'ui.section.loading', defaultMessage: 'Loading this section', description: 'Accessible label while a section loads.' },
  }),
  ...defineMessages<{ moreNamed: { section: string }; searchLabel: { section: string } }>({
    moreNamed: { id: 'ui.section.moreNamed', defaultMessage: 'More: {section}', description: 'Accessible name of the More link, naming its section.' },
    searchLabel: { id: 'ui.section.searchLabel', defaultMessage: 'Search {section}', description: 'Accessible label of the search box in a section header.' },
  }),
};
