import { defineMessages } from 'react-intl';

export const subSchoolMessages = {
  ...defineMessages({
    listTitle: { id: 'portal.subSchool.listTitle', defaultMessage: 'Sub-schools', description: 'Heading of the list of a school’s sub-schools.' },
    search: { id: 'portal.subSchool.search', defaultMessage: 'Search sub-schools', description: 'Label of the search field on the sub-school list.' },
    searchButton: { id: 'portal.subSchool.searchButton', defaultMessage: 'Search', description: 'Button that runs the sub-school search.' },
    emptyTitle: { id: 'portal.subSchool.emptyTitle', defaultMessage: 'No sub-schools found', description: 'Empty sub-school list: title.' },
    emptyBody: { id: 'portal.subSchool.emptyBody', defaultMessage: 'Try another name, or clear the search to see every sub-school.', description: 'Empty sub-school list: hint.' },
    ownPage: { id: 'portal.subSchool.ownPage', defaultMessage: 'Own home page', description: 'Badge: the sub-school has decorated a home page of its own.' },
    parentPage: { id: 'portal.subSchool.parentPage', defaultMessage: 'School’s home page', description: 'Badge: the sub-school shows its parent school’s home page.' },
    pagination: { id: 'portal.subSchool.pagination', defaultMessage: 'Sub-school pages', description: 'Accessible name of the sub-school list’s pagination.' },
    failed: { id: 'portal.subSchool.failed', defaultMessage: 'The sub-schools could not be loaded.', description: 'Error: the sub-school list failed to load.' },
    retry: { id: 'portal.subSchool.retry', defaultMessage: 'Try again', description: 'Button: load the sub-school list again.' },
    fallback: { id: 'portal.subSchool.fallback', defaultMessage: 'This sub-school has no home page of its own yet, so it shows its school’s.', description: 'Note on a sub-school home that falls back to its parent’s page.' },
    allSubSchools: { id: 'portal.subSchool.allSubSchools', defaultMessage: 'All sub-schools', description: 'Link from a sub-school home back to the list.' },
  }),
  ...defineMessages<{
    count: { count: number };
    of: { school: string };
  }>({
    count: { id: 'portal.subSchool.count', defaultMessage: '{count, plural, one {# sub-school} other {# sub-schools}}', description: 'How many sub-schools match.' },
    of: { id: 'portal.subSchool.of', defaultMessage: 'A sub-school of {school}', description: 'Line under a sub-school’s name on its home: which school it belongs to.' },
  }),
};
