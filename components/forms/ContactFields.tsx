import { FIELD_LIMITS } from '../../lib/forms/limits.ts'
import type { FieldName } from '../../lib/forms/messages.ts'
import type { FieldErrors, Values } from '../../lib/forms/validation.ts'
import { Field } from './Field.tsx'

/**
 * Name, e-mail and phone: the same three fields, wired the same way, in both
 * forms. Their `maxlength` stays when the island is live (unlike the
 * message's, components/forms/MessageBox.tsx): a one-line value longer than
 * these limits is a slip, not a text to keep, and validation says so too.
 */
export function ContactFields({
  form,
  values,
  errors,
  setValue,
  phone,
}: {
  form: string
  values: Values
  errors: FieldErrors
  setValue: (field: FieldName, value: string) => void
  phone: { required: boolean; hint: string }
}) {
  return (
    <>
      <Field form={form} name="name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            required
            maxLength={FIELD_LIMITS.name}
            value={values.name}
            onChange={(event) => setValue('name', event.target.value)}
          />
        )}
      </Field>
      <Field form={form} name="email" error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            required
            maxLength={FIELD_LIMITS.email}
            value={values.email}
            onChange={(event) => setValue('email', event.target.value)}
          />
        )}
      </Field>
      <Field form={form} name="phone" error={errors.phone} optional={!phone.required} hint={phone.hint}>
        {(control) => (
          <input
            {...control}
            type="tel"
            autoComplete="tel"
            required={phone.required}
            maxLength={FIELD_LIMITS.phone}
            value={values.phone}
            onChange={(event) => setValue('phone', event.target.value)}
          />
        )}
      </Field>
    </>
  )
}
