import { ACCEPTED_IMAGE_TYPES } from '@wayfare/contract/constants';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { dialog, errorMessage } from '@/lib/alerts';
import { isAbortError, uploadImage } from '@/lib/upload-image';
import { localDigits } from '@/lib/i18n/digits';
import { useT } from '@/lib/i18n/catalog';
import { uiMessages } from './messages';

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
  | { phase: 'done'; fileName: string; url: string };

const ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** A local preview of the chosen file while it uploads (jsdom and old browsers lack object URLs). */
function objectUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * Puts `file` back in the field (after a failed or cancelled upload of another one), so that the
 * field names the file whose upload the form holds; empties it where the browser cannot.
 */
function showFile(input: HTMLInputElement, file: File | undefined) {
  if (file && typeof DataTransfer === 'function') {
    try {
      const transfer = new DataTransfer();
      transfer.items.add(file);
      input.files = transfer.files;
      return;
    } catch {
      // An older browser: the field is emptied below.
    }
  }
  input.value = '';
}

/**
 * Choose an image, watch it upload to Wayfare's image hosting, see it. While it uploads a
 * progress bar shows how far it got (announced politely to screen readers) and it can be
 * cancelled; on failure the "Error!" popup (docs/product.md §8) shows the server's message and the
 * previous image stays. The field and the status below it always agree: after an upload the field
 * keeps naming the file ("photo.jpg" beside "photo.jpg uploaded."), after a failure or a cancel it
 * names the file uploaded before (or none), and once the form lets the image go (a reset after
 * submitting) it is empty again. Used by the review form, Add Package and Update Package.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const t = useT(uiMessages);
  const fallbackId = useId();
  const inputId = props.id ?? fallbackId;
  const statusId = `${inputId}-status`;
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The file whose upload the form holds now, and its hosted URL.
  const held = useRef<{ file: File; url: string } | null>(null);
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
      held.current = { file, url };
      onUploaded(url);
      setState({ phase: 'done', fileName: file.name, url });
    } catch (error) {
      if (controller.current !== current) return;
      const before = held.current;
      setState(
        before ? { phase: 'done', fileName: before.file.name, url: before.url } : { phase: 'idle' },
      );
      if (input.current) showFile(input.current, before?.file);
      if (!isAbortError(error)) {
        await dialog.fire(
          {
            icon: 'error',
            title: t('ui.upload.errorTitle'),
            text: errorMessage(error, t.locale),
          },
          t.locale,
        );
      }
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setLocalPreview(null);
        onBusyChange?.(false);
      }
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) void start(file);
  }

  // The form let the uploaded image go (it reset after a submission): the field lets go of it too.
  const released = state.phase === 'done' && state.url !== props.value;
  useEffect(() => {
    if (!released) return;
    held.current = null;
    if (input.current) input.current.value = '';
  }, [released]);

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
            {t('ui.upload.cancel')}
          </button>
        ) : null}
      </div>
      {uploading ? (
        <progress
          className="progress progress-primary w-full max-w-md"
          max={100}
          value={state.percent}
          aria-label={t('ui.upload.progressLabel', { name: state.fileName })}
        />
      ) : null}
      <p id={statusId} role="status" aria-live="polite" className="text-sm text-base-content/70">
        {uploading
          ? t('ui.upload.progress', {
              name: state.fileName,
              percent: localDigits(String(state.percent), t.numbers),
            })
          : state.phase === 'done' && !released
            ? t('ui.upload.uploaded', { name: state.fileName })
            : props.value
              ? // An image the form had already (Update Package): no file is chosen, and it stays.
                t('ui.upload.currentStays')
              : t('ui.upload.formats')}
      </p>
      {preview ? (
        <img
          src={preview}
          alt={
            props.previewAlt ??
            (uploading ? t('ui.upload.previewUploading') : t('ui.upload.previewCurrent'))
          }
          className={`h-40 w-auto max-w-full rounded-box border border-base-300 object-cover${uploading ? ' opacity-60' : ''}`}
        />
      ) : null}
    </div>
  );
}
