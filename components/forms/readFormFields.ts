import type { Values } from '../../lib/forms/validation.ts'

/**
 * The values the form's fields hold now, for the names in `fields`. A field
 * that is not in the form (the vaccine select when hidden) is left out.
 * The fields are the truth: a visitor may have typed into the server-rendered
 * HTML before React took it over, and React hydrates with its own state.
 */
export function readFormFields(form: HTMLFormElement | null, fields: readonly string[]): Values {
  const values: Values = {}
  if (!form) return values
  for (const name of fields) {
    const control = form.elements.namedItem(name)
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) {
      values[name] = control.value
    }
  }
  return values
}

/** `values` without its empty entries. */
export function filled(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''))
}
