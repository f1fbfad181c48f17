import { defineMessages } from '../../../http/words.ts';

/** The community's refusals; the O3 zone's activities and proposals say the same (o3/routes.ts). */
export const communityRefusals = defineMessages({
  noSection: { id: 'server.community.noSection', defaultMessage: 'The community of this school has no such section.' },
  noPost: { id: 'server.community.noPost', defaultMessage: 'The community of this school has no such post.' },
  noActivity: { id: 'server.community.noActivity', defaultMessage: 'The community of this school has no such activity.' },
  signInForPosts: { id: 'server.community.signInForPosts', defaultMessage: 'Sign in to see your posts.' },
  closed: { id: 'server.community.closed', defaultMessage: 'Enrolment in this activity has closed.' },
  already: { id: 'server.community.already', defaultMessage: 'You are already enrolled in this activity.' },
  full: { id: 'server.community.full', defaultMessage: 'This activity is full.' },
  notEnrolled: { id: 'server.community.notEnrolled', defaultMessage: 'You are not enrolled in this activity.' },
  /** words: the school's words found, each in quotation marks, separated by commas (the details name them one by one). */
  moderated: { id: 'server.community.moderated', defaultMessage: 'This text cannot be published: it contains {words}. Please change it and try again.' },
});
