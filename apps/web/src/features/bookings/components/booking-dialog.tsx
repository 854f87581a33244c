import type { TravelPackage } from '@wayfare/contract/packages';
import { EMAIL_ADDRESS_MAX, PERSON_NAME_MAX } from '@wayfare/contract/common';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { EMAIL_PATTERN, FormField } from '@/components/ui/form-field';
import { errorMessage, errorToast, successToast } from '@/lib/alerts';
import { useCreateBooking } from '@/features/bookings/api/create-booking';

interface BookingValues {
  name: string;
  email: string;
}

/**
 * Package booking dialog (docs/product.md §4 and §5): name and e-mail required, duration and price
 * read-only from the package; closes on cancel or submit.
 */
export function BookingDialog(props: {
  pkg: TravelPackage | null;
  defaultName: string;
  defaultEmail: string;
  onClose: () => void;
}) {
  const { pkg, onClose } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const createBooking = useCreateBooking();
  const form = useForm<BookingValues>({
    defaultValues: { name: props.defaultName, email: props.defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (pkg && !dialog.open) {
      form.reset({ name: props.defaultName, email: props.defaultEmail });
      dialog.showModal();
    } else if (!pkg && dialog.open) {
      dialog.close();
    }
  }, [pkg, form, props.defaultName, props.defaultEmail]);

  const submit = form.handleSubmit(async (values) => {
    if (!pkg) return;
    onClose();
    try {
      await createBooking.mutateAsync({
        packageId: pkg._id,
        name: values.name,
        email: values.email,
      });
      void successToast('Booking successful');
    } catch (error) {
      void errorToast(errorMessage(error));
    }
  });

  return (
    <dialog
      ref={dialogRef}
      className="modal modal-bottom sm:modal-middle"
      onClose={onClose}
      aria-labelledby="booking-title"
    >
      <div className="modal-box">
        <h2 id="booking-title" className="text-xl font-bold">
          Book {pkg?.title}
        </h2>
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
          <FormField label="Name" required error={errors.name?.message}>
            {(control) => (
              <input
                maxLength={PERSON_NAME_MAX}
                className="input input-bordered w-full"
                autoComplete="name"
                {...control}
                {...form.register('name', {
                  required: 'Enter the traveller’s name',
                  validate: (v) => v.trim() !== '' || 'Enter the traveller’s name',
                })}
              />
            )}
          </FormField>
          <FormField label="Email" required error={errors.email?.message}>
            {(control) => (
              <input
                type="email"
                maxLength={EMAIL_ADDRESS_MAX}
                className="input input-bordered w-full read-only:bg-base-200"
                autoComplete="email"
                // A booking belongs to the signed-in account: the e-mail is the account's.
                readOnly
                {...control}
                {...form.register('email', {
                  required: 'Enter an e-mail address',
                  pattern: { value: EMAIL_PATTERN, message: 'Enter a valid e-mail address' },
                })}
              />
            )}
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField label="Duration">
              {(control) => (
                <input
                  className="input input-bordered w-full read-only:bg-base-200"
                  readOnly
                  value={pkg?.duration ?? ''}
                  {...control}
                />
              )}
            </FormField>
            <FormField label="Price (USD)">
              {(control) => (
                <input
                  className="input input-bordered w-full read-only:bg-base-200"
                  readOnly
                  value={pkg?.price ?? 0}
                  {...control}
                />
              )}
            </FormField>
          </div>
          <div className="modal-action">
            <button type="button" className="btn" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              Confirm booking
            </button>
          </div>
        </form>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" aria-label="Close">
          close
        </button>
      </form>
    </dialog>
  );
}
