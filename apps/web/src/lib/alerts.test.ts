import { describe, expect, it } from 'vitest';
import { errorMessage } from './alerts';
import { ApiError } from './api-client';
import { commonMessages } from './messages';

describe('errorMessage', () => {
  it("gives the web app's own failure texts in the page's language", async () => {
    await commonMessages.ready('bn');
    const unreachable = new ApiError(0, {
      detail: 'Cannot reach Wayfare. Check your connection and try again.',
    });
    expect(errorMessage(unreachable)).toBe(
      'Cannot reach Wayfare. Check your connection and try again.',
    );
    expect(errorMessage(unreachable, 'bn')).toBe(
      'Wayfare-এর সঙ্গে সংযোগ করা যাচ্ছে না। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    );
    const refused = new ApiError(502, {
      detail: 'The image could not be uploaded (error 502). Please try again.',
    });
    expect(errorMessage(refused, 'bn')).toBe(
      'ছবিটি আপলোড করা যায়নি (ত্রুটি ৫০২)। অনুগ্রহ করে আবার চেষ্টা করুন।',
    );
    expect(errorMessage(undefined, 'bn')).toBe('কিছু একটা সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।');
  });

  it("keeps the server's message as it sent it", () => {
    const fromServer = new ApiError(409, { detail: 'Only 2 seats are left on this departure.' });
    expect(errorMessage(fromServer, 'bn')).toBe('Only 2 seats are left on this departure.');
    expect(errorMessage(new Error('Boom'), 'bn')).toBe('Boom');
  });
});
