import { defineMessages } from 'react-intl';
import type { O3CardKind, O3Category } from './types.ts';

export const o3CardMessages = {
  ...defineMessages({
    kindCase: { id: 'ui.o3Card.kind.case', defaultMessage: 'Case', description: 'Kind of O3 card: a project case study.' },
    kindProject: { id: 'ui.o3Card.kind.project', defaultMessage: 'Project', description: 'Kind of O3 card: a project proposed by a member, looking for partners.' },
    kindActivity: { id: 'ui.o3Card.kind.activity', defaultMessage: 'Activity', description: 'Kind of O3 card: an activity people join.' },
    digital: { id: 'ui.o3Card.category.digital', defaultMessage: 'Digital transformation', description: 'Category of an O3 card.' },
    manufacturing: { id: 'ui.o3Card.category.manufacturing', defaultMessage: 'Smart manufacturing', description: 'Category of an O3 card.' },
    energy: { id: 'ui.o3Card.category.energy', defaultMessage: 'Energy', description: 'Category of an O3 card.' },
    publicService: { id: 'ui.o3Card.category.publicService', defaultMessage: 'Public services', description: 'Category of an O3 card.' },
    education: { id: 'ui.o3Card.category.education', defaultMessage: 'Education', description: 'Category of an O3 card.' },
    follow: { id: 'ui.o3Card.follow', defaultMessage: 'Follow', description: 'Button on an O3 card: start following it.' },
    unfollow: { id: 'ui.o3Card.unfollow', defaultMessage: 'Unfollow', description: 'Button on an O3 card the user follows: stop following it.' },
  }),
  ...defineMessages<{
    followTitle: { title: string };
    unfollowTitle: { title: string };
    views: { count: number };
    followers: { count: number };
    people: { people: number; capacity: number };
    peopleOpen: { people: number };
  }>({
    followTitle: { id: 'ui.o3Card.followTitle', defaultMessage: 'Follow {title}', description: 'Accessible name of the follow button on an O3 card; must contain the visible “Follow”.' },
    unfollowTitle: { id: 'ui.o3Card.unfollowTitle', defaultMessage: 'Unfollow {title}', description: 'Accessible name of the unfollow button on an O3 card; must contain the visible “Unfollow”.' },
    views: { id: 'ui.o3Card.views', defaultMessage: '{count, plural, one {# view} other {# views}}', description: 'How many times an O3 card was viewed.' },
    followers: { id: 'ui.o3Card.followers', defaultMessage: '{count, plural, one {# follower} other {# followers}}', description: 'How many people follow an O3 card.' },
    people: { id: 'ui.o3Card.people', defaultMessage: '{people, number} of {capacity, number} places taken', description: 'An activity’s places: how many joined of how many may.' },
    peopleOpen: { id: 'ui.o3Card.peopleOpen', defaultMessage: '{people, plural, one {# person joined} other {# people joined}}', description: 'An activity without a limit: how many joined.' },
  }),
};

/** The label of each kind and category, for the tile and for a page's filters. */
export const O3_KIND_LABELS = { case: o3CardMessages.kindCase, project: o3CardMessages.kindProject, activity: o3CardMessages.kindActivity } satisfies Record<O3CardKind, unknown>;
export const O3_CATEGORY_LABELS = {
  digital: o3CardMessages.digital,
  manufacturing: o3CardMessages.manufacturing,
  energy: o3CardMessages.energy,
  publicService: o3CardMessages.publicService,
  education: o3CardMessages.education,
} satisfies Record<O3Category, unknown>;
