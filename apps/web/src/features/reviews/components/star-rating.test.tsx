import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ratingForKey, StarRating, Stars } from './star-rating';

function Harness({
  initial = 5,
  allowHalf,
  onChange,
}: {
  initial?: number;
  allowHalf?: boolean;
  onChange?: (v: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="rating-label">Rating</span>
      <StarRating
        value={value}
        allowHalf={allowHalf}
        aria-labelledby="rating-label"
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <button type="button">after</button>
    </>
  );
}

describe('StarRating', () => {
  it('is a labelled slider from half a star to 5 that says its value', () => {
    render(<Harness />);
    const slider = screen.getByRole('slider', { name: 'Rating' });
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    expect(slider).toHaveAttribute('aria-valuemin', '0.5');
    expect(slider).toHaveAttribute('aria-valuemax', '5');
    expect(slider).toHaveAttribute('aria-valuetext', '5 stars out of 5');
  });

  it('is reached with Tab and changed with digits 1 to 5', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    const slider = screen.getByRole('slider', { name: 'Rating' });
    expect(slider).toHaveFocus();
    await user.keyboard('3');
    expect(slider).toHaveAttribute('aria-valuenow', '3');
    await user.keyboard('1');
    expect(slider).toHaveAttribute('aria-valuetext', '1 star out of 5');
    await user.keyboard('5');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
  });

  it('moves by half stars with the arrow keys and stops at the ends', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    const slider = screen.getByRole('slider', { name: 'Rating' });
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '4.5');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '3.5');
    await user.keyboard('{ArrowUp}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0.5');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0.5');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
  });

  it('steps whole stars when halves are off', async () => {
    const user = userEvent.setup();
    render(<Harness allowHalf={false} initial={3} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '4');
    await user.keyboard('{Home}');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '1');
  });

  it('ignores other keys, so Tab still leaves the widget', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.tab();
    await user.keyboard('7a{Enter} ');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('picks a whole star on its right half and a half star on its left half', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const third = container.querySelector<HTMLElement>('[data-star="3"]')!;
    third.getBoundingClientRect = () => ({
      left: 100,
      width: 32,
      top: 0,
      height: 32,
      right: 132,
      bottom: 32,
      x: 100,
      y: 0,
      toJSON: () => ({}),
    });
    await user.pointer({ keys: '[MouseLeft]', target: third, coords: { clientX: 125 } });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '3');
    await user.pointer({ keys: '[MouseLeft]', target: third, coords: { clientX: 105 } });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '2.5');
  });
});

describe('ratingForKey', () => {
  it('answers null for keys that are not the widget’s', () => {
    expect(ratingForKey('Tab', 3, { step: 0.5, min: 0.5 })).toBeNull();
    expect(ratingForKey('0', 3, { step: 0.5, min: 0.5 })).toBeNull();
    expect(ratingForKey('PageDown', 1.5, { step: 0.5, min: 0.5 })).toBe(0.5);
  });
});

describe('Stars', () => {
  it('announces the rating as one image', () => {
    render(<Stars value={3.5} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
  });
});
