import { describe, expect, it } from 'vitest';
import { socialErrorText } from './social-popup';

describe('socialErrorText', () => {
  it('words known codes in our own words', () => {
    expect(socialErrorText(new URLSearchParams('error=access_denied'))).toBe(
      'Sign-in was cancelled at the provider (access denied).',
    );
    expect(socialErrorText(new URLSearchParams('error=STATE_MISMATCH'))).toContain('try again');
  });

  it('never repeats the text of the address', () => {
    for (const payload of [
      '<a id="injected" href="https://evil.example">x</a>',
      '<meta http-equiv="refresh" content="0;url=https://evil.example">',
      'Your account is locked, call +1 555 0100',
      'constructor',
      '__proto__',
    ]) {
      const text = socialErrorText(new URLSearchParams({ error: payload }));
      expect(text).toBe('Social sign-in failed. Please try again.');
    }
    expect(socialErrorText(new URLSearchParams(''))).toBe(
      'Social sign-in failed. Please try again.',
    );
  });
});
