// The Prometheus and Grafana pages (issue 19 item 2).
export const monitoring = {
  intro: '{{name}} at {{url}}, as configured on the Beacon server.',
  introUnset: 'The {{name}} your operators set up for this console.',
  unset: '{{name}} is not configured',
  unsetHow:
    'Set {{variable}} on the Beacon server to the address of your {{name}} (http or https) and restart Beacon; this page then shows it.',
  loadFailed: 'Could not read the {{name}} address',
  openInNewTab: 'Open in a new tab',
  frameTitle: '{{name}}, embedded',
  notEmbeddable: '{{name}} cannot be shown inside Beacon',
  refusal: {
    'x-frame-options':
      '{{name}} answers with an X-Frame-Options header that forbids showing it inside another site. Open it in a new tab instead.',
    'frame-ancestors':
      "{{name}}'s Content-Security-Policy (frame-ancestors) does not list Beacon's address. Open it in a new tab instead.",
    redirected:
      '{{name}} redirects to another address (often a login page), which Beacon may not frame. Open it in a new tab instead.',
    unreachable:
      'The Beacon server could not reach {{name}} to check whether it may be framed. Your browser may still reach it: open it in a new tab.',
  },
};
