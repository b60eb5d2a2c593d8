// Journeys that make the pictures in docs/screenshots/ rather than test anything the others do not
// (the a11y and layout journeys visit every screen in both languages and themes): run when the
// pictures are refreshed, `UPDATE_SCREENSHOTS=1 npm run e2e`, and left out of `npm test`, whose
// 35 minutes on CI they cost the better part of one (decision 0059).
export const DOCUMENTATION_JOURNEYS = ['shell/screenshots.spec.ts'];

export const refreshingScreenshots = Boolean(process.env.UPDATE_SCREENSHOTS);
