// The texts the first page needs — the login page, the single sign-on pages, the error pages and
// the frame around them — bundled with it; every other text comes with the console (i18n.ts
// loadConsoleTexts), so the login page does not download the whole console's wording in two
// languages (issue 28 D26: it was two thirds of the login page's script).
import { auth as enAuth } from './en/auth.ts';
import { common as enCommon } from './en/common.ts';
import { errors as enErrors } from './en/errors.ts';
import { forms as enForms } from './en/forms.ts';
import { layout as enLayout } from './en/layout.ts';
import { messages as enMessages } from './en/messages.ts';
import { reauth as enReauth } from './en/reauth.ts';
import { routes as enRoutes } from './en/routes.ts';
import { setup as enSetup } from './en/setup.ts';
import { sso as enSso } from './en/sso.ts';
import { ui as enUi } from './en/ui.ts';
import { auth as zhAuth } from './zh/auth.ts';
import { common as zhCommon } from './zh/common.ts';
import { errors as zhErrors } from './zh/errors.ts';
import { forms as zhForms } from './zh/forms.ts';
import { layout as zhLayout } from './zh/layout.ts';
import { messages as zhMessages } from './zh/messages.ts';
import { reauth as zhReauth } from './zh/reauth.ts';
import { routes as zhRoutes } from './zh/routes.ts';
import { setup as zhSetup } from './zh/setup.ts';
import { sso as zhSso } from './zh/sso.ts';
import { ui as zhUi } from './zh/ui.ts';

export const firstEnglishTexts = {
  auth: enAuth,
  common: enCommon,
  errors: enErrors,
  forms: enForms,
  layout: enLayout,
  messages: enMessages,
  reauth: enReauth,
  routes: enRoutes,
  setup: enSetup,
  sso: enSso,
  ui: enUi,
};

export const firstChineseTexts = {
  auth: zhAuth,
  common: zhCommon,
  errors: zhErrors,
  forms: zhForms,
  layout: zhLayout,
  messages: zhMessages,
  reauth: zhReauth,
  routes: zhRoutes,
  setup: zhSetup,
  sso: zhSso,
  ui: zhUi,
};
