const UNIT_DAYS: Record<string, number> = {
  day: 1,
  days: 1,
  night: 1,
  nights: 1,
  week: 7,
  weeks: 7,
  month: 30,
  months: 30,
};
const WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/**
 * Days of a free-text duration, for the duration filter: "3 days" is 3, "5 days 4 nights" is 5,
 * "1 week" is 7, "two weeks" is 14. The first number-and-unit pair wins; null when none is found.
 */
export function parseDurationDays(duration: string): number | null {
  const match =
    /(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s*-?\s*(days?|nights?|weeks?|months?)\b/i.exec(
      duration,
    );
  if (!match) return null;
  const [, amount = '', unit = ''] = match;
  const count = /^\d+$/.test(amount) ? Number(amount) : (WORDS[amount.toLowerCase()] ?? 0);
  return Math.min(count * (UNIT_DAYS[unit.toLowerCase()] ?? 1), 10_000);
}
