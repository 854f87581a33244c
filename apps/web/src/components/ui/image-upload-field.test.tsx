import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialog } from '@/lib/alerts';
import { FakeXhr } from '@/lib/fake-xhr.test-helper';
import { ImageUploadField } from './image-upload-field';

const HOSTED = `/api/images/${'b'.repeat(64)}.webp`;
const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'sunset.jpg', { type: 'image/jpeg' });

/** A form that holds the image value, as react-hook-form's Controller does. */
function Form(props: {
  initial?: string;
  onUploaded?: (url: string) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const [image, setImage] = useState(props.initial ?? '');
  return (
    <>
      <label htmlFor="package-image">Image</label>
      <ImageUploadField
        id="package-image"
        value={image}
        onUploaded={(url) => {
          setImage(url);
          props.onUploaded?.(url);
        }}
        onBusyChange={props.onBusyChange}
      />
      <span data-testid="value">{image}</span>
      <button type="button" onClick={() => setImage('')}>
        Reset
      </button>
    </>
  );
}

describe('ImageUploadField', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uploads the chosen file, shows its progress, then hands the hosted URL to the form', async () => {
    const onUploaded = vi.fn();
    const onBusyChange = vi.fn();
    render(<Form onUploaded={onUploaded} onBusyChange={onBusyChange} />);
    const input = screen.getByLabelText('Image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif,image/avif');

    await userEvent.upload(input, photo());
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    const bar = screen.getByRole('progressbar', { name: 'Uploading sunset.jpg' });
    expect(bar).toHaveAttribute('value', '0');
    // Busy, not disabled: a keyboard user's focus stays on it.
    expect(input).toHaveAttribute('aria-disabled', 'true');
    expect(input).toBeEnabled();

    act(() => FakeXhr.sent().progress(40, 100));
    expect(bar).toHaveAttribute('value', '40');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading sunset.jpg: 40%');

    act(() => FakeXhr.sent().respond(200, { data: { url: HOSTED, width: 10, height: 10 } }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(HOSTED));
    expect(screen.getByTestId('value')).toHaveTextContent(HOSTED);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('sunset.jpg uploaded.');
    // The field names the file its status names (it said "No file chosen" beside it).
    expect((input as HTMLInputElement).files?.[0]?.name).toBe('sunset.jpg');
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', HOSTED);
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    expect(input).not.toHaveAttribute('aria-disabled');
  });

  it('lets go of the file when the form lets go of the image (a reset after submitting)', async () => {
    render(<Form />);
    const input = screen.getByLabelText<HTMLInputElement>('Image');
    await userEvent.upload(input, photo());
    act(() => FakeXhr.sent().respond(200, { data: { url: HOSTED, width: 10, height: 10 } }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('sunset.jpg uploaded.'),
    );
    expect(input.files?.[0]?.name).toBe('sunset.jpg');

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('status')).toHaveTextContent('JPEG, PNG, WebP, GIF or AVIF.');
    expect(input.files).toHaveLength(0);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the "Error!" popup with the server message and keeps the previous image', async () => {
    const fire = vi
      .spyOn(dialog, 'fire')
      .mockResolvedValue({ isConfirmed: true, isDenied: false, isDismissed: false });
    const onUploaded = vi.fn();
    const before = `/api/images/${'c'.repeat(64)}.webp`;
    render(<Form initial={before} onUploaded={onUploaded} />);
    await userEvent.upload(screen.getByLabelText('Image'), photo());
    act(() =>
      FakeXhr.sent().respond(422, {
        status: 422,
        code: 'IMAGE_UNREADABLE',
        detail:
          'This file could not be read as a JPEG image: it may be damaged, incomplete or not really an image.',
      }),
    );
    await waitFor(() =>
      expect(fire).toHaveBeenCalledWith(
        {
          icon: 'error',
          title: 'Error!',
          text: 'This file could not be read as a JPEG image: it may be damaged, incomplete or not really an image.',
        },
        'en',
      ),
    );
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByTestId('value')).toHaveTextContent(before);
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', before);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // No file of this visit is held: the field is empty, and the status says the image it had
    // stays.
    expect(screen.getByLabelText<HTMLInputElement>('Image').files).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The current image stays unless you choose another: JPEG, PNG, WebP, GIF or AVIF.',
    );
  });

  it('can be cancelled from the keyboard without an error popup', async () => {
    const fire = vi.spyOn(dialog, 'fire');
    const onUploaded = vi.fn();
    const user = userEvent.setup();
    render(<Form onUploaded={onUploaded} />);
    await user.upload(screen.getByLabelText('Image'), photo());
    const cancel = screen.getByRole('button', { name: 'Cancel upload' });
    cancel.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(fire).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Image')).toBeEnabled();
  });
});
