import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './env';

export interface Secrets {
  betterAuthSecret: string;
  jwtPrivateKey: string;
}

/**
 * Secrets from the environment, or (embedded mode only) generated once and kept in DATA_DIR so a
 * restart keeps every session and token valid. loadConfig already refused DATABASE_URL without them.
 */
export function resolveSecrets(config: Config): Secrets {
  const { betterAuthSecret, jwtPrivateKey } = config.secrets;
  if (betterAuthSecret && jwtPrivateKey) return { betterAuthSecret, jwtPrivateKey };
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    betterAuthSecret:
      betterAuthSecret ?? stored.betterAuthSecret ?? randomBytes(32).toString('base64url'),
    jwtPrivateKey:
      jwtPrivateKey ??
      stored.jwtPrivateKey ??
      generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  if (
    stored.betterAuthSecret !== secrets.betterAuthSecret ||
    stored.jwtPrivateKey !== secrets.jwtPrivateKey
  ) {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

/**
 * Keys of the built-in test-mode card processor, derived from the identity secret so every server
 * instance sharing that secret agrees on them without more configuration.
 */
export function builtInProcessorKeys(betterAuthSecret: string) {
  const derive = (label: string) =>
    createHmac('sha256', betterAuthSecret)
      .update(`wayfare-processor:${label}`)
      .digest('hex')
      .slice(0, 32);
  return {
    secretKey: `sk_test_wayfare_${derive('secret')}`,
    publishableKey: `pk_test_wayfare_${derive('publishable')}`,
    webhookSecret: `whsec_${derive('webhook')}`,
  };
}
