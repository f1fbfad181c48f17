import { defineMessages } from 'react-intl';

/**
 * The titles the entry and the home show (the school home, the error pages); the other pages' titles are in
 * titles.messages.ts, which only lazily loaded pages import. The route table refers to titles by id.
 */
export const startTitles = defineMessages({
  home: { id: 'portal.startTitle.home', defaultMessage: 'Home', description: 'Page title: a school portal home page.' },
  forbidden: { id: 'portal.startTitle.forbidden', defaultMessage: 'Access denied', description: 'Page title: HTTP 403.' },
  notFound: { id: 'portal.startTitle.notFound', defaultMessage: 'Page not found', description: 'Page title: HTTP 404.' },
  serverError: { id: 'portal.startTitle.serverError', defaultMessage: 'Server error', description: 'Page title: HTTP 500.' },
  abnormal: { id: 'portal.startTitle.abnormal', defaultMessage: 'Something went wrong', description: 'Page title: a class page could not be loaded (error code in the URL).' },
  insufficientPermissions: { id: 'portal.startTitle.insufficientPermissions', defaultMessage: 'Insufficient permissions', description: 'Page title: the user lacks a permission.' },
  disable: { id: 'portal.startTitle.disable', defaultMessage: 'This school is unavailable', description: 'Page title: the school has been disabled.' },
  disableLogin: { id: 'portal.startTitle.disableLogin', defaultMessage: 'Sign-in is turned off', description: 'Page title: sign-in is disabled for this school.' },
  disableNetwork: { id: 'portal.startTitle.disableNetwork', defaultMessage: 'Not available on this network', description: 'Page title: the school only allows access from its own network.' },
  disableOrder: { id: 'portal.startTitle.disableOrder', defaultMessage: 'Ordering is turned off', description: 'Page title: purchasing is disabled.' },
});
