export const errors = {
  notFound: {
    pageTitle: 'Page not found',
    heading: 'Page not found',
    description: 'Please check the URL.',
    backHome: 'Return Home',
  },
  unauthorized: {
    heading: 'Oops!',
    description: 'You do not have permission to enter this page.',
    orVisit: 'Or you visit:',
    goHome: 'Go Home',
    back: 'Return',
  },
  routeError: {
    pageTitle: 'Error',
    heading: 'This page could not be shown',
  },
};
