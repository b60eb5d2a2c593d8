export const dashboard = {
  home: {
    pageTitle: 'Home',
    welcome: 'Welcome, {{name}}',
    intro: 'You are signed in. The management screens will appear here.',
    username: 'Username',
    roles: 'Roles',
    tenants: 'Tenants',
    noRoles: 'No roles',
    noTenants: 'None',
    loadFailed: 'Could not load your user information',
  },
};
