export {
  FORBIDDEN_REDIRECT,
  HOME_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  UNAUTHORIZED_PATH,
  guardRoute,
  loadSignedInUser,
  loginPathFor,
  requireSession,
  returnPathAfterLogin,
  skipLoginWhenSignedIn,
} from './route-guard.ts';
export { isAccessibleRoute, mayOpen, passesRouteRule, type RouteRoles } from './permissions.ts';
export {
  endSession,
  hasSession,
  readSession,
  startSession,
  USERNAME_COOKIE,
  type SessionIdentity,
} from './session.ts';
export { fetchUserInfo, sessionKeys, userInfoQueryOptions } from './user-info.ts';
export { Can, useCan, type CanProps } from './can.tsx';
export { useMessageReadTenants, useReadsMessages } from './reads-messages.ts';
