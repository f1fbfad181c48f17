import { defineMessages } from 'react-intl';

/** Names of the spec's enumerations (§3) as readers see them on cards, tabs and badges. */
export const resourceTypeMessages = defineMessages({
  all: { id: 'ui.resourceType.all', defaultMessage: 'All', description: 'Resource type filter: everything.' },
  course: { id: 'ui.resourceType.course', defaultMessage: 'Courses', description: 'Resource type: online courses.' },
  exam: { id: 'ui.resourceType.exam', defaultMessage: 'Exams', description: 'Resource type: exams and quizzes.' },
  knowledge: { id: 'ui.resourceType.knowledge', defaultMessage: 'Knowledge', description: 'Resource type: knowledge base documents.' },
  live: { id: 'ui.resourceType.live', defaultMessage: 'Live', description: 'Resource type: live classes.' },
  class: { id: 'ui.resourceType.class', defaultMessage: 'Classes', description: 'Resource type: classes (cohorts).' },
  purchaseCourse: { id: 'ui.resourceType.purchaseCourse', defaultMessage: 'Paid courses', description: 'Resource type: courses bought from the market.' },
  shareCourse: { id: 'ui.resourceType.shareCourse', defaultMessage: 'Shared courses', description: 'Resource type: courses shared by another school.' },
  shareExam: { id: 'ui.resourceType.shareExam', defaultMessage: 'Shared exams', description: 'Resource type: exams shared by another school.' },
  topic: { id: 'ui.resourceType.topic', defaultMessage: 'Topics', description: 'Resource type: curated topics.' },
  article: { id: 'ui.resourceType.article', defaultMessage: 'Articles', description: 'Content type: articles.' },
  question: { id: 'ui.resourceType.question', defaultMessage: 'Q&A', description: 'Content type: questions and answers.' },
  shortVideo: { id: 'ui.resourceType.shortVideo', defaultMessage: 'Short videos', description: 'Content type: short videos.' },
});

export const resourceStatusMessages = defineMessages({
  unstarted: { id: 'ui.liveStatus.unstarted', defaultMessage: 'Upcoming', description: 'Live class status: not started yet.' },
  ongoing: { id: 'ui.liveStatus.ongoing', defaultMessage: 'Live now', description: 'Live class status: happening now.' },
  ended: { id: 'ui.liveStatus.ended', defaultMessage: 'Ended', description: 'Live class status: finished.' },
  enrolled: { id: 'ui.enrollment.enrolled', defaultMessage: 'Enrolled', description: 'The learner has joined this course or class.' },
  unenrolled: { id: 'ui.enrollment.unenrolled', defaultMessage: 'Not enrolled', description: 'The learner has not joined this course or class.' },
  vip: { id: 'ui.zone.vip', defaultMessage: 'VIP', description: 'Zone badge: for paying members only.' },
  free: { id: 'ui.zone.free', defaultMessage: 'Free', description: 'Zone or price badge: costs nothing.' },
  audienceAll: { id: 'ui.audience.all', defaultMessage: 'Everyone', description: 'Audience badge: visible to everyone.' },
  audienceMembers: { id: 'ui.audience.members', defaultMessage: 'Members', description: 'Audience badge: school members only.' },
  audienceVisitors: { id: 'ui.audience.visitors', defaultMessage: 'Visitors', description: 'Audience badge: visitors who are not members.' },
});
