import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_PRICE_MAX,
  PACKAGE_TITLE_MAX,
} from '@wayfare/contract/packages';
import { describe, expect, it, vi } from 'vitest';
import { PackageForm } from './package-form';

function renderForm() {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  render(
    <PackageForm
      submitLabel="Add Package"
      onSubmit={onSubmit}
      renderImageField={({ id }) => <input id={id} readOnly />}
    />,
  );
  return onSubmit;
}

describe('PackageForm carries the server’s limits', () => {
  it('stops typing at the longest title and description the server accepts', () => {
    renderForm();
    expect(screen.getByLabelText('Title').getAttribute('maxlength')).toBe(
      String(PACKAGE_TITLE_MAX),
    );
    expect(screen.getByLabelText('Description').getAttribute('maxlength')).toBe(
      String(PACKAGE_DESCRIPTION_MAX),
    );
    expect(screen.getByLabelText('Price').getAttribute('max')).toBe(String(PACKAGE_PRICE_MAX));
  });

  it('refuses a price the server would refuse before sending, and keeps what was typed', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Sundarbans by boat');
    fireEvent.change(screen.getByLabelText('Price'), {
      target: { value: String(PACKAGE_PRICE_MAX + 1) },
    });
    await user.click(screen.getByRole('button', { name: 'Add Package' }));
    await screen.findByText('Use at most 1,000,000 dollars');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Sundarbans by boat');
  });

  it('refuses a title of spaces only, as the server does', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Package' }));
    await screen.findByText('Give the package a title');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
