import { createAuthClient } from 'better-auth/react';

/**
 * The built-in identity service (better-auth) at /api/auth on the same origin. Loaded on demand
 * (sign-in, sign-up, sign-out, profile update): the session itself is read with a plain fetch
 * (see session.ts), so no public page carries this client's code before someone uses it.
 */
export const authClient = createAuthClient({ basePath: '/api/auth' });
