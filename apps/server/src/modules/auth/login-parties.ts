// What a password login and a logout ask of the modules built on auth, declared here (the side that
// calls) so auth imports neither: users and sso use auth's passwords, throttle and sessions, and
// app.ts hands their objects in (the users module's UserRepository, registerSso's answer).
import type { UserRow } from '../../db/tables.ts';
import type { Authenticated } from '../../plugins/route-config.ts';

/** The accounts a login looks up (the users module's UserRepository). */
export interface LoginUsers {
  findByName(name: string): Promise<UserRow | undefined>;
  accessOf(userId: string): Promise<Authenticated['access']>;
}

/** What the password login and the logout ask of single sign-on (auth.routes.ts). */
export interface SsoHooks {
  /** The refusal for a password login of a single sign-on user, or undefined for anyone else. */
  passwordLoginRefusal(username: string): Promise<{ message: string; code: string } | undefined>;
  /** Where the browser goes after a single sign-on user's logout: the provider's end-session page. */
  endSessionUrl(userId: string): Promise<string | undefined>;
}

/** A directory's answer to a login or a password confirmation (the ldap module, issue 32 item 3). */
export type DirectoryOutcome =
  | { kind: 'signedIn'; user: UserRow }
  | {
      kind: 'refused';
      status: 401 | 403 | 503;
      message: string;
      code?: string | undefined;
      /** Counts against the login throttle (a wrong password); false when the user is not at fault. */
      failure: boolean;
    };

/** What the password login and the password confirmation ask of the directory sign-in. */
export interface DirectoryHooks {
  /** Whether the directory checks this name's password: a directory user, or a name Beacon does not know. */
  decides(username: string): Promise<boolean>;
  /** Checks the password at the directory; creates or refreshes the user and its grants. */
  signIn(username: string, password: string): Promise<DirectoryOutcome>;
  /** Checks a signed-in directory user's password again (a sensitive action); grants unchanged. */
  confirm(user: UserRow, password: string): Promise<DirectoryOutcome>;
}
