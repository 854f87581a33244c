import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { ERROR_CODES, type ErrorCode } from '@wayfare/contract/errors';
import { BANGLA_PROBLEMS, banglaProblem, problemLocale } from './problem-language';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every code the server's source throws or sends: `new AppError('X'`, `sendProblem(…, 'X'`,
 * and the codes a variable typed `ErrorCode` is given (`const code: ErrorCode = a ? 'X' : 'Y';`).
 */
function codesInSource(): Set<string> {
  const codes = new Set<string>();
  const direct = [
    /new AppError\(\s*'([A-Z_]+)'/g,
    /sendProblem\(\s*request,\s*reply,\s*'([A-Z_]+)'/g,
  ];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of direct) for (const match of text.matchAll(pattern)) codes.add(match[1]!);
    for (const typed of text.matchAll(/:\s*ErrorCode\s*=\s*([^;]+);/g))
      for (const literal of typed[1]!.matchAll(/'([A-Z][A-Z_]+)'/g)) codes.add(literal[1]!);
  }
  return codes;
}

describe('problemLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['bn', 'bn'],
    ['bn-BD,bn;q=0.9,en;q=0.5', 'bn'],
    ['en;q=0.5,bn-BD;q=0.8', 'bn'],
    ['en,bn;q=0.9', 'en'],
    ['bn;q=0.5,en;q=0.5', 'en'],
    ['fr,bn;q=0.3', 'bn'],
    ['bn;q=0', 'en'],
    ['*', 'en'],
    ['bn,*;q=0.1', 'bn'],
    ['BN-bd', 'bn'],
    ['bnx', 'en'],
    ['bn;q=abc,en;q=0.2', 'en'],
  ] as const)('%j -> %s', (header, locale) => {
    expect(problemLocale(header)).toBe(locale);
  });
});

describe('the Bangla catalogue of problems', () => {
  it('has a title and a detail for every code of the contract and of the source', () => {
    const codes = new Set<string>([...ERROR_CODES, ...codesInSource()]);
    expect(codesInSource().size).toBeGreaterThan(30);
    const missing = [...codes].filter(
      (code) => !BANGLA_PROBLEMS[code]?.title || !BANGLA_PROBLEMS[code]?.detail,
    );
    expect(missing).toEqual([]);
  });

  it('names no code the contract does not have', () => {
    const known = new Set<string>(ERROR_CODES);
    expect(Object.keys(BANGLA_PROBLEMS).filter((code) => !known.has(code))).toEqual([]);
  });

  it('holds messages that parse, in Bangla script', () => {
    for (const [code, entry] of Object.entries(BANGLA_PROBLEMS)) {
      for (const message of [entry!.title, entry!.detail, entry!.withValues ?? 'আসন']) {
        expect(() => compileMessage(message), `${code}: ${message}`).not.toThrow();
        expect(message, code).toMatch(/[\u0980-\u09FF]/);
      }
    }
  });

  it('names the values a problem carries, with Bangla digits', () => {
    expect(banglaProblem('SOLD_OUT', { seatsLeft: 3 }).detail).toBe(
      'মাত্র ৩টি আসন খালি আছে। কম আসন বুক করুন বা অন্য একটি যাত্রা বেছে নিন।',
    );
    expect(banglaProblem('SOLD_OUT', { seatsLeft: 0 }).detail).toBe(
      'আর কোনো আসন খালি নেই। অন্য একটি যাত্রা বেছে নিন।',
    );
    expect(banglaProblem('SEATS_TAKEN', { seatsTaken: 12 }).detail).toContain('১২টি আসন');
    expect(banglaProblem('RATE_LIMITED', { retryAfterSeconds: 125 }).detail).toContain('৩ মিনিট');
    const limit = banglaProblem('HOLD_LIMIT', {
      holdScope: 'account',
      holdLimit: 6,
      availableAt: '2026-12-03T17:45:00+06:00',
    }).detail;
    expect(limit).toContain('৬টি আসন');
    expect(limit).toContain('১৭:৪৫-এর পর');
    expect(banglaProblem('HOLD_LIMIT', { holdScope: 'address', holdLimit: 4 }).detail).toMatch(
      /নেটওয়ার্ক থেকে সর্বোচ্চ ৪টি আসন.*পরে আবার/,
    );
  });

  it('falls back to the code’s detail when a value it names is missing', () => {
    const code: ErrorCode = 'SOLD_OUT';
    expect(banglaProblem(code, {}).detail).toBe(BANGLA_PROBLEMS[code]!.detail);
    expect(banglaProblem('ROUTE_NOT_FOUND', { method: 'GET', path: '/api/x' }).detail).toBe(
      'GET /api/x: এমন কোনো API পথ নেই।',
    );
  });
});
