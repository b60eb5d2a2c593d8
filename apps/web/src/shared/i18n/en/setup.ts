// First-run setup (issue 15 item 6): the setup page, and the login page's notice while it is pending.
export const setup = {
  pageTitle: 'First-run setup',
  heading: 'Create the first super user',
  intro:
    'Beacon has no user yet. The super user you create here can sign in and create everyone else. This page works once.',
  name: 'Name',
  password: 'Password',
  confirmPassword: 'Repeat password',
  submit: 'Create super user',
  checking: 'Checking whether setup is pending…',
  statusFailed: 'Could not ask the server whether setup is pending',
  retry: 'Try again',
  failed: 'Could not create the super user',
  noToken: 'This address has no setup token',
  noTokenHelp:
    'Open the setup link the server printed at start: it is in the server log and on its console output, and looks like /setup?token=….',
  invalidToken: 'This setup link is not valid',
  invalidTokenHelp:
    'Each start of the server prints a new link and the older ones stop working. Open the newest link from the server log or console output.',
  closed: 'Setup is already complete',
  closedHelp: 'The first super user exists. Sign in with it; other users are created from the Users screen.',
  passwordTooCommon: 'This password is too common; choose another',
  throttled: 'Too many setup attempts from this address',
  toLogin: 'Go to the login page',
  done: 'Super user created. Signing you in…',
  pendingTitle: 'First-run setup is pending',
  pendingHelp:
    'No user exists yet. Open the setup link that the server printed at start (in the server log and on its console output) to create the first super user.',
};
