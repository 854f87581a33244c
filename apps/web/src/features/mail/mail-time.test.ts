import { describe, expect, it } from 'vitest';
import { formatMailTime, formatSize } from './mail-time';

describe('formatMailTime', () => {
  it('shows an instant in Dhaka time whatever the device zone', () => {
    expect(formatMailTime('2026-11-27T00:47:17.000Z')).toBe('27 Nov 2026, 06:47');
    expect(formatMailTime('2026-12-31T18:30:00Z')).toBe('1 Jan 2027, 00:30');
  });

  it('keeps a text that is not an instant as it is', () => {
    expect(formatMailTime('not a time')).toBe('not a time');
  });
});

describe('formatSize', () => {
  it('names bytes, kilobytes and megabytes', () => {
    expect(formatSize(812)).toBe('812 B');
    expect(formatSize(14_540)).toBe('14.2 KB');
    expect(formatSize(1_363_149)).toBe('1.3 MB');
  });
});
