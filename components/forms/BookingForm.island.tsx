import { useState } from 'react'
import { FIELD_LIMITS, MESSAGE_MIN } from '../../lib/forms/limits.ts'
import { characters, sendingMessages, timeNotes, type FieldName } from '../../lib/forms/messages.ts'
import { bookingSummary } from '../../lib/forms/bookingSummary.ts'
import { bookingPayload } from '../../lib/forms/payloads.ts'
import { offeredSlots, timeSlots } from '../../lib/forms/timeSlots.ts'
import { bookingRules, latestDate, localMinutes, localToday, validate, type VisitTypeOption } from '../../lib/forms/validation.ts'
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
import { useCardPayment } from './useCardPayment.ts'
import { useFormState } from './useFormState.ts'
import { VisitTypeNotes, visitNoteId } from './VisitTypeNotes.tsx'
import { formNames } from '../../lib/forms/formNames.ts'

export interface BookingFormProps extends CommonFormProps {
  visitTypes: VisitTypeOption[]
  /** Stripe publishable key; without it there is no card field and no Stripe code. */
  stripeKey?: string
}

const FORM = formNames.booking
const FIELDS: readonly FieldName[] = ['visitType', 'vaccineType', 'name', 'email', 'phone', 'date', 'time', 'message', 'paymentMethod']
const EMPTY = { visitType: '', vaccineType: '', name: '', email: '', phone: '', date: '', time: '', message: '' }

/** Every time any visit type offers, for the form without JavaScript. */
function allSlots(visitTypes: VisitTypeOption[]): string[] {
  const toMinutes = (time: string) => Number(time.split(':')[0]) * 60 + Number(time.split(':')[1])
  const slots = new Set(visitTypes.flatMap((type) => timeSlots(type.opens, type.closes, type.minutes)))
  return [...slots].sort((a, b) => toMinutes(a) - toMinutes(b))
}

/** The visit booking request on /rezerwacja: a request the clinic confirms by phone. */
export default function BookingForm(props: BookingFormProps) {
  const form = useFormState({
    storageKey: 'formularz-rezerwacji',
    initial: EMPTY,
    // A vaccine chosen before hydration counts only with the visit type 'Szczepienie'.
    adopt: (values) => (hasVariants(props.visitTypes, values.visitType) ? values : { ...values, vaccineType: '' }),
    validate: (values) => validate(bookingRules(props.visitTypes, localToday(), localMinutes()), values),
    payload: bookingPayload,
    subject: props.subject,
    submit: async (payload, onSlow) => {
      if (card.state !== 'off' && card.state !== 'ready') return { ok: false, fieldErrors: {}, formError: cardUnavailable(props.contact) }
      const payment = card.submission({ name: payload.name!, email: payload.email!, phone: payload.phone! })
      return sendToFormService(props.target, payload, FIELDS, props.contact, payment, { onSlow })
    },
  })
  const { values, errors, setValue, judgeOnLeave, hydrated } = form
  const card = useCardPayment(props.stripeKey, hydrated)
  const type = props.visitTypes.find((option) => option.value === values.visitType)
  const variants = props.visitTypes.find((option) => option.variants)?.variants ?? []
  // Before hydration (and without JavaScript) every time is offered and the vaccine
  // select is in the page, shown by CSS only while 'Szczepienie' is chosen (so
  // hydration, which then leaves it out, moves nothing); with JavaScript both
  // follow the chosen visit type.
  const showVariants = !hydrated || hasVariants(props.visitTypes, values.visitType)
  // Once live, the chosen type's times, and on today's date only those still ahead.
  const slots = !hydrated ? allSlots(props.visitTypes) : type ? offeredSlots(type, values.date ?? '', localToday(), localMinutes()) : []
  // Why the time went, or that today has none left: under the time's label and spoken.
  const [timeNote, setTimeNote] = useState('')
  const timeHint = timeNote || (hydrated && type && values.date && slots.length === 0 ? timeNotes.noneToday : '')

  /** `next` with the time kept only while its visit type and date still offer it; a time taken away is said. */
  const keepTime = (next: typeof values) => {
    const nextType = props.visitTypes.find((option) => option.value === next.visitType)
    const time = next.time ?? ''
    if (time === '' || (nextType && offeredSlots(nextType, next.date ?? '', localToday(), localMinutes()).includes(time))) {
      if (time === '') setTimeNote('')
      form.setValues(next)
      return
    }
    const ofType = nextType && timeSlots(nextType.opens, nextType.closes, nextType.minutes).includes(time)
    setTimeNote(!nextType ? '' : ofType ? timeNotes.clearedByDate(time) : timeNotes.clearedByType(time, nextType.label, nextType.opens, nextType.closes))
    form.setValues({ ...next, time: '' })
  }

  const chooseType = (value: string) =>
    keepTime({ ...values, visitType: value, vaccineType: hasVariants(props.visitTypes, value) ? (values.vaccineType ?? '') : '' })

  if (form.status === 'succeeded') {
    return (
      <SuccessPanel
        {...props.success}
        summary={bookingSummary(form.sent, props.visitTypes)}
        phone={props.contact.phone}
        headingRef={form.successRef}
        onAgain={form.reset}
      />
    )
  }
  const submitting = form.status === 'submitting'
  return (
    <form
      ref={form.formRef}
      className="form"
      action={props.action}
      method="post"
      noValidate={hydrated}
      // The hydrator sets novalidate before React arrives (it holds early submits for this check).
      suppressHydrationWarning
      onSubmit={form.onSubmit}
      aria-label="Prośba o rezerwację wizyty"
    >
      {/* After a submit: a field judged on leaving (the date) shows its message under its label only. */}
      {form.status === 'error' && (
        <ErrorSummary form={FORM} errors={errors} formError={form.formError} contact={props.contact} order={FIELDS} summaryRef={form.summaryRef} />
      )}
      {form.status === 'unconfirmed' && <UnconfirmedNotice form={FORM} contact={props.contact} noticeRef={form.noticeRef} />}
      <NoScriptFields subject={props.subject} />
      <Field form={FORM} name="visitType" error={errors.visitType}>
        {(control) => (
          <select
            {...control}
            // Once live, a screen reader reads the chosen type's note with the select. (Before
            // that every note is in the page, hidden by CSS; describing by a hidden note would read it.)
            aria-describedby={[control['aria-describedby'], hydrated && type?.note && visitNoteId(FORM, type.value)].filter(Boolean).join(' ') || undefined}
            required
            value={values.visitType}
            onChange={(event) => chooseType(event.target.value)}
          >
            <option value="">Wybierz rodzaj wizyty</option>
            {props.visitTypes.map((option) => (
              <option key={option.value} value={option.value} data-slug={option.slug}>
                {option.label} ({option.minutes}&nbsp;min, {option.opens}–{option.closes})
              </option>
            ))}
          </select>
        )}
      </Field>
      <VisitTypeNotes form={FORM} visitTypes={props.visitTypes} chosen={hydrated ? values.visitType : undefined} phone={props.contact.phone} />
      {showVariants && (
        <Field form={FORM} name="vaccineType" error={errors.vaccineType} className="field--vaccine">
          {(control) => (
            <select {...control} required={hydrated} value={values.vaccineType} onChange={(event) => setValue('vaccineType', event.target.value)}>
              <option value="">Wybierz rodzaj szczepienia</option>
              {variants.map((variant) => (
                <option key={variant.value} value={variant.value} data-slug={variant.slug}>
                  {variant.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <ContactFields
        form={FORM}
        values={values}
        errors={errors}
        setValue={setValue}
        phone={{ required: true, hint: 'Zadzwonimy pod ten numer, aby potwierdzić termin. Na przykład: 600 123 456.' }}
      />
      <div className="form__row">
        <Field form={FORM} name="date" error={errors.date} hint="Od poniedziałku do piątku, poza dniami ustawowo wolnymi od pracy.">
          {(control) => (
            <input
              {...control}
              type="date"
              required
              min={hydrated ? localToday() : undefined}
              max={hydrated ? latestDate(localToday()) : undefined}
              value={values.date}
              onChange={(event) => keepTime({ ...values, date: event.target.value })}
              onBlur={(event) => judgeOnLeave('date', event.currentTarget.value)}
            />
          )}
        </Field>
        <p className="visually-hidden" aria-live="polite">
          {form.leftWrong}
        </p>
        <p className="visually-hidden" aria-live="polite">
          {timeHint}
        </p>
        <Field form={FORM} name="time" error={errors.time} hint={timeHint || undefined}>
          {(control) => (
            <select
              {...control}
              required
              value={values.time}
              onChange={(event) => {
                setTimeNote('')
                setValue('time', event.target.value)
              }}
            >
              {/* Short: at hydration it replaces 'Wybierz godzinę', and text that wrapped at 320 px would move the form below. */}
              <option value="">
                {hydrated && !type ? 'Najpierw rodzaj wizyty' : slots.length === 0 && hydrated ? 'Brak wolnych godzin' : 'Wybierz godzinę'}
              </option>
              {slots.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {hydrated && props.stripeKey && (
        <Field form={FORM} name="paymentMethod" error={errors.paymentMethod} hint="Numer karty, data ważności i kod CVC.">
          {(control) => (
            // biome-ignore lint/a11y/useSemanticElements: Stripe mounts its card iframe into this element; a fieldset's legend would repeat the field's label
            <div
              className="card-field"
              ref={card.mountRef}
              id={control.id}
              role="group"
              aria-label="Dane karty płatniczej"
              aria-describedby={control['aria-describedby']}
            />
          )}
        </Field>
      )}
      <Field form={FORM} name="message" error={errors.message} optional hint={`Jeśli ją wpisujesz: od ${MESSAGE_MIN} do ${characters(FIELD_LIMITS.message)}.`}>
        {(control) => (
          <MessageBox
            {...control}
            rows={5}
            placeholder="Opisz krótko powód wizyty, choroby przewlekłe i przyjmowane leki."
            // Without JavaScript the browser holds to the hint's bounds (it asks for the length only of a filled box):
            // a phone trial posted 'abc' under 'od 10 do 3000 znaków'.
            minLength={MESSAGE_MIN}
            hydrated={hydrated}
            value={values.message ?? ''}
            onChange={(event) => setValue('message', event.target.value)}
          />
        )}
      </Field>
      {/* aria-disabled, not disabled: a disabled button loses focus, and a keyboard user was sent back to the
          page's top while it sent. A second press sends nothing (useFormState). */}
      <button className="cta cta--primary form__submit" type="submit" aria-disabled={submitting || undefined}>
        {submitting ? sendingMessages.sending : 'Wyślij prośbę o rezerwację'}
      </button>
      <SendingNotice sending={submitting} slow={form.slow} />
      <p className="form__note">Wysłanie formularza nie jest potwierdzeniem wizyty: zadzwonimy, aby potwierdzić termin.</p>
      <InfoClause text={props.infoClause} />
    </form>
  )
}

function hasVariants(visitTypes: VisitTypeOption[], value: string | undefined): boolean {
  return (visitTypes.find((option) => option.value === value)?.variants?.length ?? 0) > 0
}

function cardUnavailable(contact: { phone: string; email: string }): string {
  return `Płatność kartą jest chwilowo niedostępna, więc prośba nie została wysłana; wpisane dane zostały zachowane. Zadzwoń pod numer ${contact.phone} albo napisz na adres ${contact.email}.`
}
