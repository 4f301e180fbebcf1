// Island files are `components/**/*.island.tsx`, each with a default export.
// The glob gives one lazy chunk per island, so a page downloads only its own.
// Its keys are written as seen from pages/, where the site's script starts
// ("../components/forms/BookingForm.island.tsx"): the built script keeps the
// keys it had before this file moved here, and scripts/pageJavaScript.ts reads them.
const loaders = import.meta.glob<{ default: React.ComponentType<object> }>('/components/**/*.island.tsx', { base: '/pages' })

function loaderFor(name: string) {
  return loaders[`../components/${name}.island.tsx`]
}

/** What a visitor does to an island that means "I am using this now". */
const FIRST_USE = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const

/**
 * Hydrates each `[data-island]` element when it comes near the screen or when
 * the visitor first uses it (focus, pointer, key), whichever comes first: pages
 * without an island never load React, a form at the bottom of a page does not
 * hold up the first paint, and a visitor who tabs or jumps straight to a form
 * gets it live at once. Until then the server-rendered HTML works alone.
 */
export function hydrateIslands(): void {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  if (elements.length === 0) return
  const observer = 'IntersectionObserver' in window ? new IntersectionObserver(onScreen, { rootMargin: '400px 0px' }) : undefined
  const starters = new Map<Element, () => void>()
  function onScreen(entries: IntersectionObserverEntry[]) {
    for (const entry of entries) if (entry.isIntersecting) starters.get(entry.target)?.()
  }
  for (const element of elements) {
    const start = once(() => {
      observer?.unobserve(element)
      for (const type of FIRST_USE) element.removeEventListener(type, start, true)
      void hydrate(element, early)
    })
    const early = holdEarlyActions(element, start)
    starters.set(element, start)
    for (const type of FIRST_USE) element.addEventListener(type, start, true)
    // A visitor already typing in it before this script arrived: its focusin came too early to be heard.
    if (element.contains(document.activeElement)) start()
    else if (observer) observer.observe(element)
    else start()
  }
}

interface EarlyActions {
  /** Called once the island is live: replays what the visitor did meanwhile. */
  replay: () => void
  /** Called when the island cannot load: lets the plain HTML do its job. */
  giveUp: () => void
}

/**
 * A submit or a button click that arrives after this script but before the
 * island is live would otherwise go nowhere (React is not listening yet) or,
 * for a submit, leave the site as a plain post while the island is a moment
 * away. Both are held and replayed once, so a form is sent exactly once, with
 * the island's validation and messages.
 */
function holdEarlyActions(element: HTMLElement, start: () => void): EarlyActions {
  let live = false
  let pendingSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined
  let pendingClick: HTMLElement | undefined
  const onSubmit = (event: SubmitEvent) => {
    if (live) return
    event.preventDefault()
    pendingSubmit ??= { form: event.target as HTMLFormElement, submitter: event.submitter }
    start()
  }
  const onClick = (event: MouseEvent) => {
    if (live) return
    const button = (event.target as Element).closest<HTMLElement>('button[type="button"]')
    if (button) pendingClick = button
  }
  // From now on a submit comes to this script, which holds it for the island's
  // own Polish check, instead of being stopped by the browser's check.
  const forms = [...element.querySelectorAll('form')]
  for (const form of forms) form.noValidate = true
  // For the same reason the browser no longer cuts a text area to its maxlength: it
  // cuts a long paste without a word, while the island counts, refuses and says by
  // how much (components/forms/MessageBox.tsx). The limit stays for a plain post.
  const limited = [...element.querySelectorAll('textarea')].filter((box) => box.maxLength >= 0).map((box) => [box, box.maxLength] as const)
  for (const [box] of limited) box.removeAttribute('maxlength')
  element.addEventListener('submit', onSubmit, true)
  element.addEventListener('click', onClick, true)
  const stopHolding = () => {
    live = true
    element.removeEventListener('submit', onSubmit, true)
    element.removeEventListener('click', onClick, true)
  }
  return {
    replay() {
      stopHolding()
      // A live form island checks its fields itself, with Polish messages, and
      // reads them at submit, so what was typed is what is sent.
      if (pendingSubmit?.form.isConnected) pendingSubmit.form.requestSubmit(pendingSubmit.submitter)
      else if (pendingClick?.isConnected) pendingClick.click()
    },
    giveUp() {
      stopHolding()
      // The form's own action, checked by the browser: the plain post that works without JavaScript.
      for (const form of forms) form.noValidate = false
      for (const [box, maxLength] of limited) restoreLimit(box, maxLength)
      if (pendingSubmit?.form.isConnected) pendingSubmit.form.requestSubmit(pendingSubmit.submitter)
    },
  }
}

/**
 * Puts a text area's maxlength back for the plain post. A text pasted while it
 * was off is not cut either: the browser's own check stops the post, with the
 * words in the box's data-too-long, until the visitor has shortened it (the
 * browser sets no tooLong for a limit put back after the edit).
 */
function restoreLimit(box: HTMLTextAreaElement, limit: number) {
  box.maxLength = limit
  const check = () => box.setCustomValidity(box.value.length > limit ? box.dataset.tooLong || 'Tekst jest zbyt długi' : '')
  check()
  box.addEventListener('input', check)
}

async function hydrate(element: HTMLElement, early: EarlyActions): Promise<void> {
  const name = element.dataset.island ?? ''
  const load = loaderFor(name)
  try {
    if (!load) throw new Error(`Unknown island "${name}"`)
    const [{ createElement }, { hydrateRoot }, { HydrationSignal }, { default: Component }] = await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('./HydrationSignal.client.ts'),
      load(),
    ])
    const onCommit = () => {
      // A marker for tests and for anyone debugging: this island is live.
      element.dataset.hydrated = 'true'
      // After the island's own effects, outside React's commit.
      setTimeout(early.replay, 0)
    }
    hydrateRoot(element, createElement(HydrationSignal, { onCommit }, createElement(Component, JSON.parse(element.dataset.props ?? '{}'))))
  } catch (error) {
    console.error(error)
    early.giveUp()
  }
}

function once(action: () => void): () => void {
  let done = false
  return () => {
    if (done) return
    done = true
    action()
  }
}
