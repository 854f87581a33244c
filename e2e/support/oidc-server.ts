import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const OIDC_CLIENT_ID = 'wayfare-e2e';
export const OIDC_CLIENT_SECRET = 'wayfare-e2e-secret-which-is-long-enough';

/**
 * A real OpenID Connect provider (node-oidc-provider) on loopback, standing in for Google or any
 * OIDC identity provider. Its development login form accepts any login; the login is the e-mail.
 */
export async function startOidcProvider(
  redirectUri: () => string,
): Promise<{ issuer: string; close(): Promise<void> }> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [redirectUri()],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: sub.toLowerCase(),
          email_verified: true,
          name: `SSO ${sub.split('@')[0]}`,
        }),
      };
    },
    cookies: { keys: ['e2e-cookie-key-one-which-is-long'] },
  });
  provider.on('server_error', (_ctx, error) => console.error('oidc provider error', error));
  const handle = provider.callback();
  server.on('request', (req, res) => void handle(req, res));
  return {
    issuer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
