import type { TextareaHTMLAttributes } from 'react'
import { FIELD_LIMITS } from '../../lib/forms/limits.ts'
import { messages } from '../../lib/forms/messages.ts'
import { CharacterCount } from './CharacterCount.tsx'

interface MessageBoxProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'maxLength'> {
  id: string
  value: string
  /** The island is live: validation and the counter guard the limit. */
  hydrated: boolean
}

/**
 * The message's textarea with its counter (both forms).
 *
 * `maxlength` only until the island is live. A browser cuts a pasted text
 * that is longer than `maxlength` without a word: a visitor who pastes 10 000
 * characters from Word would send the first 3000 and never know the rest was
 * lost. With JavaScript nothing is cut: the counter says by how much the text
 * is over, validation stops the send with a message under the field and in
 * the summary, and the visitor chooses what to shorten. Without JavaScript
 * nothing else can stop a post of any size, so there the attribute stays,
 * and the field's hint states the limit beforehand. The site's script
 * removes it as soon as it runs, before the island is live
 * (components/islands/hydrateIslands.client.ts), so a paste made meanwhile
 * is kept whole too.
 */
export function MessageBox({ id, value, hydrated, ...textarea }: MessageBoxProps) {
  return (
    <>
      {/* The hydrator removes maxlength before React arrives: not a mismatch to warn of. */}
      <textarea
        {...textarea}
        id={id}
        maxLength={hydrated ? undefined : FIELD_LIMITS.message}
        // What the browser says if the island never comes and the text is over the limit.
        data-too-long={messages.messageTooLong}
        value={value}
        suppressHydrationWarning
      />
      {hydrated && <CharacterCount id={`${id}-licznik`} value={value} limit={FIELD_LIMITS.message} />}
    </>
  )
}
