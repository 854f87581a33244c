import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides a payment intent’s client secret, OAuth codes and e-mail tokens in logged URLs', () => {
    expect(
      redactUrl('/api/processor/v1/payment_intents/pi_1?client_secret=pi_1_secret_abc&expand=x'),
    ).toBe('/api/processor/v1/payment_intents/pi_1?client_secret=[redacted]&expand=x');
    expect(redactUrl('/api/auth/callback/oidc?code=c0de&state=st4te')).toBe(
      '/api/auth/callback/oidc?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/api/auth/verify-email?Token=t0k3n&callbackURL=%2F')).toBe(
      '/api/auth/verify-email?Token=[redacted]&callbackURL=%2F',
    );
    expect(redactUrl('/api/auth/reset?client%5Fsecret=s')).toBe(
      '/api/auth/reset?client%5Fsecret=[redacted]',
    );
  });

  it('keeps everything else as it was', () => {
    expect(redactUrl('/api/packages?q=tea&limit=5')).toBe('/api/packages?q=tea&limit=5');
    expect(redactUrl('/api/packages')).toBe('/api/packages');
    expect(redactUrl('/x?%E0%A4%A=1&code')).toBe('/x?%E0%A4%A=1&code');
  });
});
