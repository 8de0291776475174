import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { UploadField, type UploadFieldProps } from './upload-field';

/**
 * An `UploadField` bound to a react-hook-form field holding its URL ('' or null when none),
 * showing that field's error: the one way a form takes an image or a document.
 */
export function FormUploadField<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  kind = 'image',
  ...props
}: Omit<UploadFieldProps, 'value' | 'onChange' | 'error' | 'kind'> & {
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
  kind?: UploadFieldProps['kind'];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <UploadField
          {...props}
          kind={kind}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
