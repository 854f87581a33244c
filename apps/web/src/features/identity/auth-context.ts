import { createContext } from 'react';
import type { SessionActions, SessionSnapshot } from './session-controller';

/** The session as the components see it (session-controller.ts documents each field). */
export interface AuthContextValue extends SessionSnapshot, SessionActions {}

export const AuthContext = createContext<AuthContextValue | null>(null);
