import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { DepartureForm } from './departure-form';

function renderForm(onSubmit: (values: unknown) => Promise<void>) {
  render(
    <DepartureForm
      label="Edit departure"
      initial={{ startsAt: '2027-03-15T07:30', seats: '10', price: '' }}
      packagePrice={150}
      zone="Dhaka time"
      taken={3}
      submitLabel="Save changes"
      onSubmit={onSubmit}
    />,
  );
}

describe('DepartureForm shows refusals where they belong', () => {
  it('puts the server’s SEATS_TAKEN answer beside Seats, in its words', async () => {
    const refusal = new ApiError(409, {
      code: 'SEATS_TAKEN',
      detail: '3 seats are taken on this departure already; seats cannot go below that.',
    });
    const onSubmit = vi.fn().mockRejectedValue(refusal);
    renderForm(onSubmit);
    const seats = screen.getByLabelText('Seats');
    fireEvent.change(seats, { target: { value: '2' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save changes' }));
    const message = await screen.findByText(refusal.message);
    expect(seats.getAttribute('aria-describedby')).toContain(message.id);
    expect(seats.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('3 taken: not fewer than that.')).toBeTruthy();
  });

  it('puts a field error of the server on its field and anything else above the buttons', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, {
          detail: 'startsAt must be in the future.',
          errors: [{ path: 'body.startsAt', message: 'must be in the future' }],
        }),
      )
      .mockRejectedValueOnce(
        new ApiError(409, {
          code: 'DEPARTURE_NOT_OPEN',
          detail: 'This departure was cancelled; it cannot be changed.',
        }),
      );
    renderForm(onSubmit);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const onField = await screen.findByText('Must be in the future');
    expect(screen.getByLabelText('Starts (Dhaka time)').getAttribute('aria-describedby')).toContain(
      onField.id,
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toContain(
      'This departure was cancelled; it cannot be changed.',
    );
  });

  it('refuses a seat count below one before sending anything', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText('Seats'), { target: { value: '0' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Offer at least 1 seat');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
