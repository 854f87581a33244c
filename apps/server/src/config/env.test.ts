import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, environmentVariables, loadConfig } from './env';
import { REPO_ROOT } from './paths';

/** The variables the README's configuration table names (first cell of each row). */
function readmeVariables(): Set<string> {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const names = new Set<string>();
  for (const line of readme.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(name!);
  }
  return names;
}

describe('environment settings', () => {
  it('declares each variable once and the README documents every one', () => {
    const declared = environmentVariables();
    expect(declared.length).toBeGreaterThan(70);
    const documented = readmeVariables();
    expect(declared.filter((name) => !documented.has(name))).toEqual([]);
    // CHROMIUM_PATH is read by the browser journeys, not by the server.
    expect([...documented].filter((name) => !declared.includes(name))).toEqual(['CHROMIUM_PATH']);
  });

  it('maps a variable to its place in Config, with its default', () => {
    expect(loadConfig({}).holds.minutes).toBe(30);
    expect(loadConfig({ BOOKING_HOLD_MINUTES: '45' }).holds.minutes).toBe(45);
    expect(loadConfig({ S3_BUCKET: 'b' }).uploads.s3).toEqual({
      bucket: 'b',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: 'images/',
    });
  });

  it('names each bad variable, then each inconsistency between variables', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
      return [];
    };
    expect(
      problems({ S3_PREFIX: '$', TRIP_TIME_ZONE: 'Mars/Base', STRIPE_SECRET_KEY: 'sk_test_1' }),
    ).toEqual([
      'TRIP_TIME_ZONE: must be an IANA time zone name such as Asia/Dhaka',
      'S3_PREFIX: may hold letters, digits, ".", "_", "-" and "/" only',
    ]);
    expect(
      problems({ STRIPE_SECRET_KEY: 'sk_test_1', OIDC_CLIENT_ID: 'o', OIDC_CLIENT_SECRET: 's' }),
    ).toEqual([
      'OIDC_ISSUER: required when OIDC_CLIENT_ID is set',
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    ]);
  });
});
