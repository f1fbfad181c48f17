import { defineMessages } from 'react-intl';

export const errorPageMessages = {
  ...defineMessages({
    forbidden: { id: 'ui.errorPage.forbidden', defaultMessage: 'You do not have access to this page. If you think you should, ask your school’s administrator.', description: 'Explanation on the 403 page.' },
    notFound: { id: 'ui.errorPage.notFound', defaultMessage: 'The page may have moved, or the link may be mistyped.', description: 'Explanation on the 404 page.' },
    serverError: { id: 'ui.errorPage.serverError', defaultMessage: 'Something went wrong on our side. Please try again in a moment.', description: 'Explanation on the 500 page.' },
    insufficientPermissions: { id: 'ui.errorPage.insufficientPermissions', defaultMessage: 'Your role in this school does not include this feature.', description: 'Explanation on the insufficient-permissions page.' },
    disable: { id: 'ui.errorPage.disable', defaultMessage: 'This school has been paused by its owner. Please contact the school.', description: 'Explanation on the school-disabled page.' },
    disableLogin: { id: 'ui.errorPage.disableLogin', defaultMessage: 'Signing in to this school is turned off for now.', description: 'Explanation on the sign-in-disabled page.' },
    disableNetwork: { id: 'ui.errorPage.disableNetwork', defaultMessage: 'This school can only be opened from its own network. Connect to it and try again.', description: 'Explanation on the network-restricted page.' },
    disableOrder: { id: 'ui.errorPage.disableOrder', defaultMessage: 'Buying courses is turned off in this school.', description: 'Explanation on the ordering-disabled page.' },
    backHome: { id: 'ui.errorPage.backHome', defaultMessage: 'Back to home', description: 'Button on error pages: go to the home page.' },
    reload: { id: 'ui.errorPage.reload', defaultMessage: 'Reload', description: 'Button on error pages: reload the page.' },
  }),
  ...defineMessages<{ abnormal: { code: string }; code: { code: string } }>({
    abnormal: { id: 'ui.errorPage.abnormal', defaultMessage: 'The class information could not be loaded (error {code}).', description: 'Explanation on the /abnormal/{code} page.' },
    code: { id: 'ui.errorPage.code', defaultMessage: 'Error {code}', description: 'Small label with the HTTP error code.' },
  }),
};
