import { FIELD_LIMITS, MESSAGE_MIN } from '../../lib/forms/limits.ts'
import { characters, sendingMessages, type FieldName } from '../../lib/forms/messages.ts'
import { contactPayload } from '../../lib/forms/payloads.ts'
import { contactRules, validate } from '../../lib/forms/validation.ts'
import { ContactFields } from './ContactFields.tsx'
import { ErrorSummary } from './ErrorSummary.tsx'
import { Field } from './Field.tsx'
import type { CommonFormProps } from './formProps.ts'
import { InfoClause } from './InfoClause.tsx'
import { MessageBox } from './MessageBox.tsx'
import { NoScriptFields } from './NoScriptFields.tsx'
import { SendingNotice, UnconfirmedNotice } from './SendNotices.tsx'
import { sendToFormService } from './sendToFormService.ts'
import { SuccessPanel } from './SuccessPanel.tsx'
import { useFormState } from './useFormState.ts'
import { formNames } from '../../lib/forms/formNames.ts'

export interface ContactFormProps extends CommonFormProps {
  services: { value: string; label: string }[]
}

const FORM = formNames.contact
const FIELDS: readonly FieldName[] = ['service', 'name', 'email', 'phone', 'message']
const EMPTY = { service: '', name: '', email: '', phone: '', message: '' }

/** The enquiry form (not a booking): on /, /konsultacje and /kontakt. */
export default function ContactForm(props: ContactFormProps) {
  const form = useFormState({
    storageKey: 'formularz-kontaktowy',
    initial: EMPTY,
    validate: (values) => validate(contactRules, values),
    payload: contactPayload,
    subject: props.subject,
    submit: (payload, onSlow) => sendToFormService(props.target, payload, FIELDS, props.contact, undefined, { onSlow }),
  })
  const { values, errors, setValue } = form

  if (form.status === 'succeeded') {
    return <SuccessPanel {...props.success} phone={props.contact.phone} headingRef={form.successRef} onAgain={form.reset} />
  }
  const submitting = form.status === 'submitting'
  return (
    <form
      ref={form.formRef}
      className="form"
      action={props.action}
      method="post"
      noValidate={form.hydrated}
      // The hydrator sets novalidate before React arrives (it holds early submits for this check).
      suppressHydrationWarning
      onSubmit={form.onSubmit}
      aria-label="Formularz kontaktowy"
    >
      <ErrorSummary form={FORM} errors={errors} formError={form.formError} contact={props.contact} order={FIELDS} summaryRef={form.summaryRef} />
      {form.status === 'unconfirmed' && <UnconfirmedNotice form={FORM} contact={props.contact} noticeRef={form.noticeRef} />}
      <NoScriptFields subject={props.subject} />
      <Field form={FORM} name="service" optional>
        {(control) => (
          <select {...control} value={values.service} onChange={(event) => setValue('service', event.target.value)}>
            <option value="">Wybierz usługę</option>
            {props.services.map((service) => (
              <option key={service.value} value={service.value}>
                {service.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ContactFields
        form={FORM}
        values={values}
        errors={errors}
        setValue={setValue}
        phone={{ required: false, hint: 'Jeśli wolisz, żebyśmy oddzwonili. Na przykład: 600 123 456.' }}
      />
      <Field form={FORM} name="message" error={errors.message} hint={`Od ${MESSAGE_MIN} do ${characters(FIELD_LIMITS.message)}.`}>
        {(control) => (
          <MessageBox
            {...control}
            rows={6}
            required
            minLength={MESSAGE_MIN}
            hydrated={form.hydrated}
            value={values.message ?? ''}
            onChange={(event) => setValue('message', event.target.value)}
          />
        )}
      </Field>
      {/* aria-disabled, not disabled: a disabled button loses focus, and a keyboard user was sent back to the
          page's top while it sent. A second press sends nothing (useFormState). */}
      <button className="cta cta--primary form__submit" type="submit" aria-disabled={submitting || undefined}>
        {submitting ? sendingMessages.sending : 'Wyślij wiadomość'}
      </button>
      <SendingNotice sending={submitting} slow={form.slow} />
      <InfoClause text={props.infoClause} />
    </form>
  )
}
