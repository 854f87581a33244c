import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarDisplay } from './star-display';

describe('StarDisplay', () => {
  it('is one image named by its rating, filled up to it (whole stars, then half of the next)', () => {
    render(
      <>
        <StarDisplay rating={4.5} />
        <StarDisplay rating={4} />
        <StarDisplay rating={5} />
      </>,
    );
    const fill = (name: string) =>
      screen.getByRole('img', { name }).style.getPropertyValue('--star-fill');
    // Each star is 1 rem wide with 0.125 rem after it (index.css, `.star-rating`).
    expect(fill('4.5 out of 5 stars')).toBe('5rem');
    expect(fill('4 out of 5 stars')).toBe('4.5rem');
    expect(fill('5 out of 5 stars')).toBe('5.5rem');
  });

  it('keeps the fill within the five stars for a rating out of range', () => {
    render(
      <>
        <StarDisplay rating={7} />
        <StarDisplay rating={-1} />
      </>,
    );
    expect(
      screen.getByRole('img', { name: '7 out of 5 stars' }).style.getPropertyValue('--star-fill'),
    ).toBe('5.5rem');
    expect(
      screen.getByRole('img', { name: '-1 out of 5 stars' }).style.getPropertyValue('--star-fill'),
    ).toBe('0rem');
  });
});
