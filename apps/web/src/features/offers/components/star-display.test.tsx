import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarDisplay } from './star-display';

/** How many stars a rating's filled path covers, and how many star shapes it draws. */
function filledOf(name: string) {
  const path = screen.getByRole('img', { name }).querySelector('path[data-filled]');
  return path
    ? {
        stars: Number(path.getAttribute('data-filled')),
        shapes: path.getAttribute('d')!.split('M').length - 1,
      }
    : null;
}

describe('StarDisplay', () => {
  it('is one image named by its rating: five outlines, filled up to the rating', () => {
    render(
      <>
        <StarDisplay rating={4.5} />
        <StarDisplay rating={4} />
        <StarDisplay rating={5} />
      </>,
    );
    const outlines = screen
      .getByRole('img', { name: '4 out of 5 stars' })
      .querySelector('path[fill="none"]')!;
    expect(outlines.getAttribute('d')!.split('M')).toHaveLength(6);
    // Four whole stars and the left half of the fifth.
    expect(filledOf('4.5 out of 5 stars')).toEqual({ stars: 4.5, shapes: 5 });
    expect(filledOf('4 out of 5 stars')).toEqual({ stars: 4, shapes: 4 });
    expect(filledOf('5 out of 5 stars')).toEqual({ stars: 5, shapes: 5 });
  });

  it('keeps the fill within the five stars for a rating out of range', () => {
    render(
      <>
        <StarDisplay rating={7} />
        <StarDisplay rating={-1} />
      </>,
    );
    expect(filledOf('7 out of 5 stars')).toEqual({ stars: 5, shapes: 5 });
    expect(filledOf('-1 out of 5 stars')).toBeNull();
  });
});
