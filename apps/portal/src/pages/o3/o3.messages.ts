import { defineMessages } from 'react-intl';

export const o3Messages = {
  ...defineMessages({
    zoneTitle: { id: 'portal.o3.zoneTitle', defaultMessage: 'O3 project zone', description: 'Heading of the O3 zone home.' },
    zoneIntro: { id: 'portal.o3.zoneIntro', defaultMessage: 'Real project cases, courses and activities from project managers.', description: 'One-line introduction under the O3 zone heading.' },
    cases: { id: 'portal.o3.cases', defaultMessage: 'Project cases', description: 'O3 home section: project case studies.' },
    courses: { id: 'portal.o3.courses', defaultMessage: 'Courses', description: 'O3 home section: courses.' },
    projects: { id: 'portal.o3.projects', defaultMessage: 'Projects looking for partners', description: 'O3 home section: projects proposed by members.' },
    activities: { id: 'portal.o3.activities', defaultMessage: 'Activities', description: 'O3 home section: activities to join.' },
    rankings: { id: 'portal.o3.rankings', defaultMessage: 'Rankings', description: 'O3 home section: custom rankings.' },
    seeAll: { id: 'portal.o3.seeAll', defaultMessage: 'See all', description: 'Link from an O3 home section to its full list.' },
    propose: { id: 'portal.o3.propose', defaultMessage: 'Propose a project', description: 'Link/button to the new-project form.' },
    noCards: { id: 'portal.o3.noCards', defaultMessage: 'Nothing here yet', description: 'Empty O3 list: title.' },
    noCardsBody: { id: 'portal.o3.noCardsBody', defaultMessage: 'Try another category or keyword.', description: 'Empty O3 list: hint.' },
    rankingCourses: { id: 'portal.o3.rankingCourses', defaultMessage: 'Most viewed courses', description: 'O3 ranking (sourceType 1).' },
    rankingCases: { id: 'portal.o3.rankingCases', defaultMessage: 'Most viewed cases', description: 'O3 ranking (sourceType 2).' },
    rankingProjects: { id: 'portal.o3.rankingProjects', defaultMessage: 'Most followed projects', description: 'O3 ranking (sourceType 3).' },
    rankingActivities: { id: 'portal.o3.rankingActivities', defaultMessage: 'Most joined activities', description: 'O3 ranking (sourceType 4).' },
    rankingEmpty: { id: 'portal.o3.rankingEmpty', defaultMessage: 'No entries yet', description: 'An O3 ranking with no entries.' },
    allKinds: { id: 'portal.o3.allKinds', defaultMessage: 'All kinds', description: 'Kind filter option: cases, projects and activities together.' },
    kind: { id: 'portal.o3.kind', defaultMessage: 'Kind', description: 'Label of the kind filter.' },
    category: { id: 'portal.o3.category', defaultMessage: 'Category', description: 'Label of the category filter and form field.' },
    allCategories: { id: 'portal.o3.allCategories', defaultMessage: 'All categories', description: 'Category filter option: no filter.' },
    sort: { id: 'portal.o3.sort', defaultMessage: 'Sort by', description: 'Label of the sort choice on O3 lists.' },
    newest: { id: 'portal.o3.newest', defaultMessage: 'Newest', description: 'Sort: newest first.' },
    hottest: { id: 'portal.o3.hottest', defaultMessage: 'Most viewed', description: 'Sort: most viewed first.' },
    keyword: { id: 'portal.o3.keyword', defaultMessage: 'Keyword', description: 'Label of the keyword search on O3 lists.' },
    apply: { id: 'portal.o3.apply', defaultMessage: 'Search', description: 'Button: apply the O3 list filters.' },
    pagination: { id: 'portal.o3.pagination', defaultMessage: 'Result pages', description: 'Accessible name of an O3 list’s pagination.' },
    moreTitle: { id: 'portal.o3.moreTitle', defaultMessage: 'Projects and activities', description: 'Heading of the O3 “more” page.' },
    caseCenterTitle: { id: 'portal.o3.caseCenterTitle', defaultMessage: 'Case center', description: 'Heading of the O3 case list.' },
    follow: { id: 'portal.o3.follow', defaultMessage: 'Follow', description: 'Button: follow an O3 card.' },
    following: { id: 'portal.o3.following', defaultMessage: 'Following', description: 'Toggle button pressed: the user follows this card.' },
    join: { id: 'portal.o3.join', defaultMessage: 'Join the activity', description: 'Button: join an O3 activity.' },
    joinedToast: { id: 'portal.o3.joinedToast', defaultMessage: 'You joined the activity.', description: 'Toast after joining an activity.' },
    alreadyJoined: { id: 'portal.o3.alreadyJoined', defaultMessage: 'You have already joined this activity.', description: 'Shown when the user joins an activity a second time.' },
    full: { id: 'portal.o3.full', defaultMessage: 'This activity is full.', description: 'The activity has no places left.' },
    failed: { id: 'portal.o3.failed', defaultMessage: 'That did not work. Please try again.', description: 'A follow or join call failed.' },
    signInToAct: { id: 'portal.o3.signInToAct', defaultMessage: 'Sign in to follow, join or propose', description: 'Link for visitors on O3 pages: sign in first.' },
    back: { id: 'portal.o3.back', defaultMessage: 'Back to the O3 zone', description: 'Link back to the O3 home.' },
    formTitle: { id: 'portal.o3.formTitle', defaultMessage: 'Propose a new project', description: 'Heading of the new-project form.' },
    formIntro: { id: 'portal.o3.formIntro', defaultMessage: 'Describe your project so others can find and follow it.', description: 'Introduction of the new-project form.' },
    title: { id: 'portal.o3.title', defaultMessage: 'Project title', description: 'Form field: project title.' },
    summary: { id: 'portal.o3.summary', defaultMessage: 'Summary', description: 'Form field: project summary.' },
    cover: { id: 'portal.o3.cover', defaultMessage: 'Cover image address (optional)', description: 'Form field: cover image URL.' },
    coverHint: { id: 'portal.o3.coverHint', defaultMessage: 'An https:// address, or leave it empty.', description: 'Hint under the cover field.' },
    categoryError: { id: 'portal.o3.categoryError', defaultMessage: 'Choose a category.', description: 'Validation: no category chosen.' },
    coverError: { id: 'portal.o3.coverError', defaultMessage: 'Enter an https:// address, or leave the field empty.', description: 'Validation: cover URL.' },
    chooseCategory: { id: 'portal.o3.chooseCategory', defaultMessage: 'Choose a category', description: 'Placeholder of the category select.' },
    submit: { id: 'portal.o3.submit', defaultMessage: 'Submit the project', description: 'Button: submit the new project.' },
    submitted: { id: 'portal.o3.submitted', defaultMessage: 'Your project was submitted.', description: 'Toast after submitting a new project.' },
  }),
  ...defineMessages<{
    views: { count: number };
    followers: { count: number };
    people: { people: number; capacity: number };
    peopleOpen: { people: number };
    startsAt: { date: string };
    count: { count: number };
    lengthHint: { min: number; max: number };
    titleError: { min: number; max: number };
    summaryError: { min: number; max: number };
  }>({
    views: { id: 'portal.o3.views', defaultMessage: '{count, plural, one {# view} other {# views}}', description: 'How many times an O3 card was viewed.' },
    followers: { id: 'portal.o3.followers', defaultMessage: '{count, plural, one {# follower} other {# followers}}', description: 'How many people follow an O3 card.' },
    people: { id: 'portal.o3.people', defaultMessage: '{people} of {capacity} places taken', description: 'An activity’s places: joined of capacity.' },
    peopleOpen: { id: 'portal.o3.peopleOpen', defaultMessage: '{people, plural, one {# person joined} other {# people joined}}', description: 'An activity without a capacity: how many joined.' },
    startsAt: { id: 'portal.o3.startsAt', defaultMessage: 'Starts {date}', description: 'When an activity starts.' },
    count: { id: 'portal.o3.count', defaultMessage: '{count, plural, one {# result} other {# results}}', description: 'How many O3 cards match.' },
    lengthHint: { id: 'portal.o3.lengthHint', defaultMessage: '{min} to {max} characters', description: 'Hint under a text field: allowed length.' },
    titleError: { id: 'portal.o3.titleError', defaultMessage: 'Enter a title of {min} to {max} characters.', description: 'Validation: title length.' },
    summaryError: { id: 'portal.o3.summaryError', defaultMessage: 'Enter a summary of {min} to {max} characters.', description: 'Validation: summary length.' },
  }),
};
