export {
  HOME_PATH,
  LOGIN_PATH,
  loginPathFor,
  requireSession,
  returnPathAfterLogin,
  skipLoginWhenSignedIn,
} from './route-guard.ts';
export { endSession, hasSession, readSession, startSession, type SessionIdentity } from './session.ts';
