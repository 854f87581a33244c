import {
  get,
  useFormState,
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { FormField } from './form-field';

/**
 * react-hook-form's own lookup of a (possibly nested) field's error. Apart from FormField, so that
 * a screen whose form does without react-hook-form (Trip Requests' answer) does not load it.
 */
const errorAt = get as (errors: unknown, name: string) => FieldError | undefined;

type FormFieldProps = Parameters<typeof FormField>[0];

/**
 * A FormField showing the error of react-hook-form's field `name`. It follows that field's error
 * itself (useFormState), so when the messages appear only the fields render again, not the whole
 * form: on a slow phone an empty submit's messages are drawn sooner (decision 009).
 */
export function FormFieldFor<T extends FieldValues>(
  props: Omit<FormFieldProps, 'error'> & { control: Control<T>; name: FieldPath<T> },
) {
  const { control, name, ...field } = props;
  const { errors } = useFormState({ control, name });
  return <FormField {...field} error={errorAt(errors, name)?.message} />;
}
