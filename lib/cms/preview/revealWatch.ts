/**
 * Whether a walk to a form's field goes on, frame after frame: revealField.ts
 * (a problem's or a failed check's link, the samples list) and the editor's
 * row search. It ends when the editor takes over (a click, a key, the wheel
 * or a touch of their own) or leaves the entry once its form was drawn; and,
 * as a last resort, when the form has not come in `arrivalMs` or the field has
 * not been reached `walkMs` after the form came. The walk's own time counts
 * from the form, not from the click: on a slow office computer the entry can
 * take many seconds to open, and the field must still take the cursor then.
 */
export type RevealWatch = {
  /** Called once a frame; `paneShown`: the entry's form is on screen. False: stop walking. */
  goOn: (paneShown: boolean) => boolean
  /** When the entry's form was first seen (performance.now()), or undefined while it is still coming. */
  formSince: () => number | undefined
  /** The walk is over (reached, or given up): the editor's actions are no longer watched. */
  end: () => void
}

/** What an editor does that takes over from the walk: only their own (trusted) events, not the CMS's or the walk's. */
const takeovers = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

/**
 * Calls `then` once, at the editor's own click, key, wheel or touch (or only those of `kinds`), from now on
 * (listened to from the click or key that started a walk: that event's own dispatch is over). Returns what
 * stops the listening.
 */
export function whenEditorTakesOver(then: () => void, kinds: readonly (typeof takeovers)[number][] = takeovers): () => void {
  const takeOver = (event: Event) => {
    if (!event.isTrusted) return
    stop()
    then()
  }
  const stop = () => {
    for (const type of kinds) window.removeEventListener(type, takeOver, { capture: true })
  }
  for (const type of kinds) window.addEventListener(type, takeOver, { capture: true, passive: true })
  return stop
}

export function revealWatch(entryHash: string, { arrivalMs = 60_000, walkMs = 30_000 } = {}): RevealWatch {
  const start = performance.now()
  let since: number | undefined
  let over = false
  const stopListening = whenEditorTakesOver(() => end())
  function end() {
    over = true
    stopListening()
  }
  return {
    goOn(paneShown) {
      if (over) return false
      const now = performance.now()
      const here = location.hash === entryHash
      if (here && paneShown) since ??= now
      // Left the entry after its form came: the field must not open later, when the entry is opened for something else.
      else if (!here && since !== undefined) end()
      if (since === undefined ? now > start + arrivalMs : now > since + walkMs) end()
      return !over
    },
    formSince: () => since,
    end,
  }
}
