import { defineMessages } from 'react-intl';

/** Honest empty states for routes whose feature is not built yet: what will be here, and where to go meanwhile. */
export const frameMessages = defineMessages({
  accountTitle: { id: 'portal.frame.accountTitle', defaultMessage: 'Not available yet', description: 'Empty state title for account pages not built yet.' },
  accountBody: { id: 'portal.frame.accountBody', defaultMessage: 'Creating academies and stores, invitations and linked company accounts are coming soon. You can already sign in with a code.', description: 'Empty state for registration and account-linking pages.' },
  portalTitle: { id: 'portal.frame.portalTitle', defaultMessage: 'Nothing here yet', description: 'Empty state title for portal pages not built yet.' },
  portalBody: { id: 'portal.frame.portalBody', defaultMessage: 'This part of the school portal is not open yet. The home page and search already show every course.', description: 'Empty state for portal pages not built yet (fans, sub-schools).' },
  lecturingTitle: { id: 'portal.frame.lecturingTitle', defaultMessage: 'No classes to manage yet', description: 'Empty state title of the lecturing center.' },
  lecturingBody: { id: 'portal.frame.lecturingBody', defaultMessage: 'Classes and live sessions you teach will be listed here once class management opens in this portal.', description: 'Empty state of the lecturing center pages.' },
  classTitle: { id: 'portal.frame.classTitle', defaultMessage: 'Class details are not available', description: 'Empty state title of class-info pages.' },
  classBody: { id: 'portal.frame.classBody', defaultMessage: 'Surveys, check-ins, training and lab experiments of your classes will appear here.', description: 'Empty state of class-info pages.' },
  personalTitle: { id: 'portal.frame.personalTitle', defaultMessage: 'Nothing to show yet', description: 'Empty state title of personal-space pages.' },
  personalBody: { id: 'portal.frame.personalBody', defaultMessage: 'Posts, works, learning history and the people you follow will appear here as you learn.', description: 'Empty state of personal-space pages.' },
  o3Title: { id: 'portal.frame.o3Title', defaultMessage: 'No projects yet', description: 'Empty state title of the project learning zone.' },
  o3Body: { id: 'portal.frame.o3Body', defaultMessage: 'Project cases and courses of the learning zone will be published here.', description: 'Empty state of the project learning zone pages.' },
  adminTitle: { id: 'portal.frame.adminTitle', defaultMessage: 'For school administrators', description: 'Empty state title of administration pages.' },
  adminBody: { id: 'portal.frame.adminBody', defaultMessage: 'Decorating the home page and managing orders will be possible here. Today the school’s released home page is shown to everyone.', description: 'Empty state of the decoration and order pages.' },
});
