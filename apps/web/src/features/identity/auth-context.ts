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
  /** Gets (or renews) the API token now; resolves when it is stored. */
  ensureToken: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
