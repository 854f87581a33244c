import { createContext } from 'react';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
}

export interface AuthContextValue {
  /** The identity provider's signed-in user, or null. */
  user: SessionUser | null;
  /**
   * False until the identity session has been read once at start: until then `user` is null for
   * everyone, and a "not signed in" decision must wait (useSessionGate).
   */
  sessionKnown: boolean;
  /** True at start and while register, login, logout, profile update or social login run. */
  loading: boolean;
  /** True once the server's API token for this user is stored. */
  hasToken: boolean;
  /** A token exchange failed for a fault (429, 5xx, no answer) and is being tried again. */
  reconnecting: boolean;
  register: (input: { name: string; email: string; password: string }) => Promise<void>;
  logIn: (input: { email: string; password: string }) => Promise<void>;
  /**
   * Signs in with a social provider in the window `popup` (opened by openSocialPopup inside the
   * click). Resolves `done` once signed in here, `closed` when the window was closed first.
   */
  socialLogIn: (providerId: string, popup: Window) => Promise<'done' | 'closed'>;
  logOut: () => Promise<void>;
  updateDisplayName: (name: string) => Promise<void>;
  /**
   * Changes the password (the current one is asked by the identity service) and ends every other
   * session of the account; this tab's API token is renewed for its new session.
   */
  changePassword: (input: { currentPassword: string; newPassword: string }) => Promise<void>;
  /** Ends every identity session of the account but this one (their API tokens stop with them). */
  signOutOtherSessions: () => Promise<void>;
  /** Reads the identity session again (after the account's name changed elsewhere). */
  refreshSession: () => Promise<void>;
  /** Gets (or renews) the API token now; resolves when it is stored. */
  ensureToken: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
