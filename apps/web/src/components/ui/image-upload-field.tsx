import { ACCEPTED_IMAGE_TYPES } from '@wayfare/contract/constants';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { dialog, errorMessage } from '@/lib/alerts';
import { isAbortError, uploadImage } from '@/lib/upload-image';

export interface ImageUploadFieldProps {
  /** The file input's id, so a surrounding `<label htmlFor>` (FormField) names it. */
  id?: string;
  /** The hosted URL the form holds now ('' for none); shown as the preview. */
  value: string;
  /** Called with the hosted URL once an upload succeeded: the form's new image value. */
  onUploaded: (url: string) => void;
  /** Called with true when an upload starts and false when it ends (e.g. to hold a submit). */
  onBusyChange?: (busy: boolean) => void;
  /** Alternative text of the preview. */
  previewAlt?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** The form needs a picture: marked required for the browser and assistive technology. */
  required?: boolean;
}

type State =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number; fileName: string }
  | { phase: 'done'; fileName: string };

const ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** A local preview of the chosen file while it uploads (jsdom and old browsers lack object URLs). */
function objectUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * Choose an image, watch it upload to Wayfare's image hosting, see it. While it uploads a
 * progress bar shows how far it got (announced politely to screen readers) and it can be
 * cancelled; on failure the "Error!" popup (docs/product.md §8) shows the server's message and the
 * previous image stays. Used by the review form, Add Package and Update Package.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const fallbackId = useId();
  const inputId = props.id ?? fallbackId;
  const statusId = `${inputId}-status`;
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { onUploaded, onBusyChange } = props;

  // Leaving the page mid-upload stops it; a finished local preview's memory is given back.
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  async function start(file: File) {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLocalPreview(objectUrl(file));
    setState({ phase: 'uploading', percent: 0, fileName: file.name });
    onBusyChange?.(true);
    try {
      const url = await uploadImage(file, {
        signal: current.signal,
        onProgress: (fraction) =>
          setState({
            phase: 'uploading',
            percent: Math.round(fraction * 100),
            fileName: file.name,
          }),
      });
      if (controller.current !== current) return;
      onUploaded(url);
      setState({ phase: 'done', fileName: file.name });
    } catch (error) {
      if (controller.current !== current) return;
      setState({ phase: 'idle' });
      if (!isAbortError(error)) {
        await dialog.fire({ icon: 'error', title: 'Error!', text: errorMessage(error) });
      }
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setLocalPreview(null);
        onBusyChange?.(false);
        // The same file can be chosen again (after a failure, say): clear the input.
        if (input.current) input.current.value = '';
      }
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) void start(file);
  }

  const uploading = state.phase === 'uploading';
  const preview = localPreview ?? (props.value || null);
  const describedBy = [statusId, props['aria-describedby']].filter(Boolean).join(' ');

  return (
    <div className="space-y-3" aria-busy={uploading}>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="file-input file-input-bordered w-full max-w-md aria-disabled:opacity-60"
          disabled={props.disabled}
          // While a file uploads the field takes no other, but keeps the focus (a disabled field
          // would drop a keyboard user's focus to the page): it says so and opens no chooser.
          aria-disabled={uploading || undefined}
          onClick={(event) => {
            if (uploading) event.preventDefault();
          }}
          aria-describedby={describedBy}
          aria-invalid={props['aria-invalid']}
          required={props.required}
          aria-required={props.required}
          onChange={onChange}
        />
        {uploading ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => controller.current?.abort()}
          >
            Cancel upload
          </button>
        ) : null}
      </div>
      {uploading ? (
        <progress
          className="progress progress-primary w-full max-w-md"
          max={100}
          value={state.percent}
          aria-label={`Uploading ${state.fileName}`}
        />
      ) : null}
      <p id={statusId} role="status" aria-live="polite" className="text-sm text-base-content/70">
        {uploading
          ? `Uploading ${state.fileName}: ${state.percent}%`
          : state.phase === 'done'
            ? `${state.fileName} uploaded.`
            : 'JPEG, PNG, WebP, GIF or AVIF.'}
      </p>
      {preview ? (
        <img
          src={preview}
          alt={
            props.previewAlt ??
            (uploading ? 'Preview of the image being uploaded' : 'Current image')
          }
          className={`h-40 w-auto max-w-full rounded-box border border-base-300 object-cover${uploading ? ' opacity-60' : ''}`}
        />
      ) : null}
    </div>
  );
}
