export const errors = {
  notFound: {
    pageTitle: 'Page not found',
    heading: 'Page not found',
    description: 'Please check the URL.',
    backHome: 'Return Home',
  },
  routeError: {
    pageTitle: 'Error',
    heading: 'This page could not be shown',
  },
};
