import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInLocale, preferredLocale, withoutLocale } from './locale';

describe('language by path', () => {
  it('reads Bangla from /bn and /bn/..., English from every other path', () => {
    expect(localeOfPath('/bn')).toBe('bn');
    expect(localeOfPath('/bn/')).toBe('bn');
    expect(localeOfPath('/bn/search')).toBe('bn');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/bnx')).toBe('en');
    expect(localeOfPath('/search/bn')).toBe('en');
  });

  it('strips the prefix', () => {
    expect(withoutLocale('/bn')).toBe('/');
    expect(withoutLocale('/bn/')).toBe('/');
    expect(withoutLocale('/bn/packages/7')).toBe('/packages/7');
    expect(withoutLocale('/about')).toBe('/about');
  });

  it('moves a path, its query and fragment to the other language', () => {
    expect(pathInLocale('/search?q=sylhet#results', 'bn')).toBe('/bn/search?q=sylhet#results');
    expect(pathInLocale('/', 'bn')).toBe('/bn/');
    expect(pathInLocale('/bn/', 'en')).toBe('/');
    expect(pathInLocale('/bn/dashboard/booking', 'en')).toBe('/dashboard/booking');
    expect(pathInLocale('/bn/about', 'bn')).toBe('/bn/about');
    expect(pathInLocale('booking', 'bn')).toBe('booking');
    expect(pathInLocale('//example.com/x', 'bn')).toBe('//example.com/x');
  });

  it('offers Bangla to a browser that asks for it before English, never otherwise', () => {
    expect(preferredLocale(['bn-BD', 'en-US'])).toBe('bn');
    expect(preferredLocale(['en-GB', 'bn'])).toBe('en');
    expect(preferredLocale(['fr-FR', 'de'])).toBeUndefined();
  });
});
