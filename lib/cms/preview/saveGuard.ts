import { pluralPl } from '../../data/pluralPl.ts'
import { OPEN_PREVIEW, sentence, type FormProblem } from './formProblems.ts'

/**
 * One verdict before saving (issue 43). The preview runs the content check on
 * what the form holds; the CMS's own validation knows only the form's fields
 * and says 'Nie znaleziono błędów' to a sentence the check refuses, so the
 * change saved without a word and then failed the pull request's check.
 * Now 'Zapisz' (and Ctrl/⌘+S) waits for the preview's check of the values in
 * the form and, when it found errors, asks first, naming them; 'Anuluj' keeps
 * the form open with its changes. Warnings do not ask: they do not stop
 * publishing. The question is the browser's own dialog, as for leaving a form
 * with unsaved changes (lib/cms/browser/adminStart.js): it takes the keyboard
 * and a screen reader reads it. The Save button is found as there, by the
 * CMS's markup: the toolbar's primary button with the Ctrl/⌘+S shortcut.
 */

/**
 * The rules whose errors the CMS's own validation gives at 'Zapisz', at the field, with the same words (the
 * forms' patterns and required fields come from the same schemas: lib/cms/cmsFields.ts). Asking about them too
 * would put a second, earlier message in front of the CMS's own alert at the field (issue 43: the two must
 * never say opposite things, nor both speak at once).
 */
const FIELD_RULES = new Set(['pola-danych', 'pola-strony'])

/** The errors 'Zapisz' asks about: the check's errors the form's own validation does not give. */
export const askedErrors = (items: readonly FormProblem[]) => items.filter(({ problem }) => problem.severity === 'error' && !FIELD_RULES.has(problem.rule))

/**
 * The question 'Zapisz' asks when the check found errors in the form: each named as the box above the form
 * names it (the field, and in a page's text its line counted as the text box counts, not the file's), in the
 * form's words. The rest of a long list is where the box and the preview both show it, under their heading.
 */
export function saveQuestion(errors: readonly FormProblem[], { fromLastPreview = false } = {}): string {
  const count = `${errors.length} ${pluralPl(errors.length, ['błąd', 'błędy', 'błędów'])}`
  const shown = errors.slice(0, MAX_LISTED).map((item) => `• ${item.where ? `${item.where}: ` : ''}${sentence(item.problem, Boolean(item.keyPath))}`)
  if (errors.length > MAX_LISTED) shown.push(`• i ${errors.length - MAX_LISTED} więcej (cała lista pod nagłówkiem „Sprawdzenie treści”)`)
  return [
    fromLastPreview
      ? `Przy ostatnim podglądzie sprawdzenie treści znalazło w tym formularzu ${count}:`
      : `Sprawdzenie treści znalazło w tym formularzu ${count}:`,
    '',
    ...shown,
    '',
    // The preview is closed: what was typed since is not checked (a phone shows the form or the preview).
    ...(fromLastPreview ? [`Jeśli już je poprawiono, otwórz podgląd (${OPEN_PREVIEW}), żeby sprawdzić formularz jeszcze raz.`] : []),
    'Zmianę można zapisać, ale opublikować ją będzie można dopiero po poprawkach.',
    'Zapisać mimo to? OK zapisuje, Anuluj wraca do edycji.',
  ].join('\n')
}
const MAX_LISTED = 5

/** The toolbar's Save button that `target` is (or is in), or undefined. */
function saveButton(target: EventTarget | null): HTMLButtonElement | undefined {
  const button = target instanceof Element ? target.closest('button.primary') : null
  if (!(button instanceof HTMLButtonElement) || !/\+S$/i.test(button.getAttribute('aria-keyshortcuts') ?? '')) return undefined
  return button
}

/** The Save button of the open entry's toolbar, for the keyboard shortcut. */
const visibleSaveButton = () => [...document.querySelectorAll('[role="toolbar"] button.primary')].map(saveButton).find(Boolean)

/**
 * Installs the question on the page. `latest` gives the preview's check of the
 * form's current values, or, its preview closed with the entry still open, the
 * last check it made (`fromLastPreview` then says so: on a phone 'Pokaż pole'
 * closes the preview, and an editor's trial saved an error it had just been
 * shown with no question); undefined for an entry never previewed (then the
 * CMS saves as before). A check overtaken by newer typing is waited for in its place.
 */
export function guardSave(latest: () => Promise<FormProblem[]> | undefined, fromLastPreview: () => boolean = () => false): void {
  let passing = false
  const errorsNow = async (): Promise<FormProblem[]> => {
    for (;;) {
      const check = latest()
      if (!check) return []
      // A check overtaken by newer typing is rejected; a check that failed (its worker stopped) asks nothing.
      const problems = await check.catch(() => [])
      // Newer values came in meanwhile: their check is the one to wait for.
      if (check === latest()) return askedErrors(problems)
    }
  }
  const ask = (save: HTMLButtonElement) =>
    void errorsNow().then((errors) => {
      if (errors.length > 0 && !window.confirm(saveQuestion(errors, { fromLastPreview: fromLastPreview() }))) return
      passing = true
      try {
        save.click()
      } finally {
        passing = false
      }
    })
  window.addEventListener(
    'click',
    (event) => {
      const save = saveButton(event.target)
      if (passing || !save || save.disabled || !latest()) return
      // Before the CMS's own handler (this listener captures at the window): nothing is saved until asked.
      event.preventDefault()
      event.stopImmediatePropagation()
      ask(save)
    },
    true,
  )
  window.addEventListener(
    'keydown',
    (event) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's' || !latest()) return
      const save = visibleSaveButton()
      if (!save || save.disabled) return
      event.preventDefault()
      event.stopImmediatePropagation()
      ask(save)
    },
    true,
  )
}
