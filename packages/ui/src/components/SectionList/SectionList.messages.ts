import { defineMessages } from 'react-intl';

/** Names of the kinds of home-page section (spec §3 card kinds, then ranking, banner, navigation), shared by the editor. */
export const sectionKindMessages = defineMessages({
  kind1: { id: 'ui.sectionList.kindAllInOne', defaultMessage: 'All-in-one', description: 'Kind of home-page section (card kind 1): a mix of courses, exams, live classes… in tabs.' },
  kind2: { id: 'ui.sectionList.kindSinglePage', defaultMessage: 'Single page', description: 'Kind of home-page section (card kind 2): one featured topic page.' },
  kind3: { id: 'ui.sectionList.kindShortVideos', defaultMessage: 'Short videos', description: 'Kind of home-page section (card kind 3): short videos.' },
  kind4: { id: 'ui.sectionList.kindMostViewed', defaultMessage: 'Most viewed', description: 'Kind of home-page section (card kind 4): the most viewed courses.' },
  kind5: { id: 'ui.sectionList.kindMostDownloads', defaultMessage: 'Most downloads', description: 'Kind of home-page section (card kind 5): the most downloaded documents.' },
  kind6: { id: 'ui.sectionList.kindHighestRated', defaultMessage: 'Highest rated', description: 'Kind of home-page section (card kind 6): the best rated courses.' },
  kind7: { id: 'ui.sectionList.kindHottestArticles', defaultMessage: 'Hottest articles', description: 'Kind of home-page section (card kind 7): the most read articles.' },
  kind8: { id: 'ui.sectionList.kindNewestQuestions', defaultMessage: 'Newest Q&A', description: 'Kind of home-page section (card kind 8): the latest questions and answers.' },
  kind9: { id: 'ui.sectionList.kindNewestArticles', defaultMessage: 'Newest articles', description: 'Kind of home-page section (card kind 9): the latest articles.' },
  ranking: { id: 'ui.sectionList.kindRanking', defaultMessage: 'Rankings', description: 'Kind of home-page section: ranking lists (popular courses, top learners…).' },
  banner: { id: 'ui.sectionList.kindBanner', defaultMessage: 'Banner', description: 'Kind of home-page section: a carousel of large images.' },
  navigation: { id: 'ui.sectionList.kindNavigation', defaultMessage: 'Navigation', description: 'Kind of home-page section: a row of links to the school’s pages.' },
  unknown: { id: 'ui.sectionList.kindUnknown', defaultMessage: 'Unknown kind', description: 'Kind of a home-page section saved with a kind this editor does not know.' },
});

export const sectionListMessages = {
  ...defineMessages({
    heading: { id: 'ui.sectionList.heading', defaultMessage: 'Page sections', description: 'Heading of the decoration editor’s list of home-page sections, top to bottom.' },
    add: { id: 'ui.sectionList.add', defaultMessage: 'Add section', description: 'Button opening the menu of kinds of section to add to the home page.' },
    cardGroup: { id: 'ui.sectionList.cardGroup', defaultMessage: 'Cards', description: 'Heading in the “Add section” menu above the nine kinds of card section.' },
    otherGroup: { id: 'ui.sectionList.otherGroup', defaultMessage: 'Other sections', description: 'Heading in the “Add section” menu above ranking, banner and navigation.' },
    emptyTitle: { id: 'ui.sectionList.emptyTitle', defaultMessage: 'No sections yet', description: 'Decoration editor: the home page has no sections.' },
    emptyBody: { id: 'ui.sectionList.emptyBody', defaultMessage: 'Add a section to start building the home page.', description: 'Decoration editor: hint under “No sections yet”.' },
  }),
  ...defineMessages<{
    moveUp: { name: string };
    moveDown: { name: string };
    duplicate: { name: string };
    remove: { name: string };
    moved: { name: string; position: number; total: number };
    problems: { count: number };
    limit: { max: number };
  }>({
    moveUp: { id: 'ui.sectionList.moveUp', defaultMessage: 'Move {name} up', description: 'Accessible name of the button moving a section one place up the page.' },
    moveDown: { id: 'ui.sectionList.moveDown', defaultMessage: 'Move {name} down', description: 'Accessible name of the button moving a section one place down the page.' },
    duplicate: { id: 'ui.sectionList.duplicate', defaultMessage: 'Duplicate {name}', description: 'Accessible name of the button adding a copy of a section right under it.' },
    remove: { id: 'ui.sectionList.remove', defaultMessage: 'Remove {name}', description: 'Accessible name of the button removing a section from the page.' },
    moved: {
      id: 'ui.sectionList.moved',
      defaultMessage: '{name} moved to position {position, number} of {total, number}',
      description: 'Announced to screen readers after a section was moved with the Move up/down buttons.',
    },
    problems: {
      id: 'ui.sectionList.problems',
      defaultMessage: '{count, plural, one {# problem} other {# problems}}',
      description: 'Badge on a section row: how many of its settings need fixing before the page can be saved.',
    },
    limit: { id: 'ui.sectionList.limit', defaultMessage: 'A page holds at most {max, number} sections.', description: 'Note under the section list when the page is full and no section can be added.' },
  }),
};
