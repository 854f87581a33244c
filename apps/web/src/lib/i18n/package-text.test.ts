import { describe, expect, it } from 'vitest';
import { bookedTitle, packageText } from './package-text';

const pkg = {
  title: 'Sundarbans Mangrove Cruise',
  description: 'Two nights on the river.',
  duration: '3 days 2 nights',
  offer: null,
  bn: { title: 'সুন্দরবনে ম্যানগ্রোভ ভ্রমণ', description: null, duration: '৩ দিন ২ রাত', offer: null },
};

describe('a package’s text on a page', () => {
  it('is the English text on an English page, without a lang of its own', () => {
    expect(packageText(pkg, 'title', 'en')).toEqual({
      text: 'Sundarbans Mangrove Cruise',
      lang: undefined,
    });
    expect(packageText(pkg, 'duration', 'en').text).toBe('3 days 2 nights');
  });

  it('is the Bangla text on a Bangla page when the package has one', () => {
    expect(packageText(pkg, 'title', 'bn')).toEqual({
      text: 'সুন্দরবনে ম্যানগ্রোভ ভ্রমণ',
      lang: undefined,
    });
    expect(packageText(pkg, 'duration', 'bn').text).toBe('৩ দিন ২ রাত');
  });

  it('falls back to the English text marked en on a Bangla page', () => {
    expect(packageText(pkg, 'description', 'bn')).toEqual({
      text: 'Two nights on the river.',
      lang: 'en',
    });
    expect(packageText({ ...pkg, bn: undefined }, 'title', 'bn').lang).toBe('en');
    expect(packageText({ ...pkg, bn: { ...pkg.bn, title: '' } }, 'title', 'bn').lang).toBe('en');
  });

  it('is empty, with no lang, for an offer the package has in neither language', () => {
    expect(packageText(pkg, 'offer', 'bn')).toEqual({ text: '', lang: undefined });
    expect(packageText({ ...pkg, bn: { ...pkg.bn, offer: '১০% ছাড়' } }, 'offer', 'bn')).toEqual({
      text: '১০% ছাড়',
      lang: undefined,
    });
  });
});

describe('a booking’s package title on a page', () => {
  const booking = {
    packageTitle: 'Sajek Valley Cloud Trail',
    packageTitleBn: 'সাজেক ভ্যালির মেঘের পথে',
  };

  it('is the Bangla title it was booked under on a Bangla page, the English one elsewhere', () => {
    expect(bookedTitle(booking, 'bn')).toEqual({ text: 'সাজেক ভ্যালির মেঘের পথে', lang: undefined });
    expect(bookedTitle(booking, 'en')).toEqual({
      text: 'Sajek Valley Cloud Trail',
      lang: undefined,
    });
  });

  it('is the English title marked en on a Bangla page when it was booked without Bangla', () => {
    expect(bookedTitle({ ...booking, packageTitleBn: null }, 'bn')).toEqual({
      text: 'Sajek Valley Cloud Trail',
      lang: 'en',
    });
    expect(bookedTitle({ packageTitle: 'Old booking' }, 'bn').lang).toBe('en');
  });
});
