import { z } from 'zod';

/** Field names as a person reads them, where the name alone would not do. */
const LABELS: Record<string, string> = {
  q: 'Search',
  minPrice: 'Minimum price',
  maxPrice: 'Maximum price',
  startDateTime: 'Start date and time',
  endDateTime: 'End date and time',
  transactionId: 'Transaction id',
  packageId: 'Package',
  bookingIds: 'Bookings',
  packageIds: 'Packages',
  idToken: 'ID token',
  id: 'Id',
};

/**
 * The field a validation path names, as words: `body.startDateTime` is "Start date and time". A
 * field of a package's Bangla texts says so: `body.bn.title` is "Bangla title".
 */
export function fieldLabel(path: string): string {
  const segments = path.split('.').filter((segment) => !/^\d+$/.test(segment));
  const last = segments.length > 1 ? segments[segments.length - 1]! : '';
  if (!last) return 'The request';
  const words = LABELS[last] ?? last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  if (segments.length > 2 && segments[segments.length - 2] === 'bn')
    return `Bangla ${words.toLowerCase()}`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One field's error as a sentence: "Title can have at most 120 characters". A message written as
 * a predicate ("must ...", "is ...", "can ...") follows the field's name; any other follows a
 * colon ("Message: write a message before sending").
 */
export function describeFieldError(path: string, message: string): string {
  const label = fieldLabel(path);
  return /^(must|is|are|can|has|should)\b/.test(message)
    ? `${label} ${message}`
    : `${label}: ${message}`;
}

/**
 * Zod's own messages ("Too big: expected string to have <=120 characters") said as predicates a
 * person reads after the field's name. Messages a schema sets itself win over these.
 */
export function installFieldErrorMessages(): void {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'too_big': {
          const at = issue.inclusive === false ? 'less than' : 'at most';
          if (issue.origin === 'string') return `can have ${at} ${issue.maximum} characters`;
          if (issue.origin === 'array' || issue.origin === 'set')
            return `can have ${at} ${issue.maximum} items`;
          return `must be ${at} ${issue.maximum}`;
        }
        case 'too_small': {
          if (issue.origin === 'string')
            return Number(issue.minimum) <= 1
              ? 'is required'
              : `must have at least ${issue.minimum} characters`;
          if (issue.origin === 'array' || issue.origin === 'set')
            return `must have at least ${issue.minimum} items`;
          return issue.inclusive === false
            ? `must be more than ${issue.minimum}`
            : `must be at least ${issue.minimum}`;
        }
        case 'invalid_type':
          return issue.input === undefined ? 'is required' : `must be a ${issue.expected}`;
        case 'invalid_format':
          return issue.format === 'email'
            ? 'must be a valid e-mail address'
            : 'is not in the expected form';
        case 'invalid_value':
          return `must be one of: ${issue.values.map(String).join(', ')}`;
        case 'unrecognized_keys':
          return `has fields this call does not take: ${issue.keys.join(', ')}`;
        default:
          return undefined;
      }
    },
  });
}
