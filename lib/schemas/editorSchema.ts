import { z } from 'zod'
import { externalUrl } from './fields.ts'

/**
 * The file at the project's root that says how editors sign in to the browser
 * editor at /admin/ (lib/cms/adminFiles.ts reads it). A deploy setting, not
 * content: it lives outside content/, so the editor neither shows nor saves it,
 * a change to it runs the whole `npm test`, and with the CODEOWNERS set-up
 * (docs/DEPLOYMENT.md) it waits for a code owner's approval. In clinic.yaml, an
 * editor's form could send the next sign-in, and its GitHub token, to another
 * address (an attacker trial found it). Left out, /admin/ tells what to
 * configure instead of a sign-in that cannot work.
 */
export const editorSettingsFile = 'editor.yaml'

/** Whether an address has a host name a browser can ask for: the template's "<twoje-konto>" has none. */
const hasRealHost = (url: string) => {
  try {
    return new URL(url).hostname.length > 0
  } catch {
    return false
  }
}

export const editorSchema = z
  .strictObject({
    signIn: z.enum(['netlify', 'worker', 'token'], { error: 'ma być jednym z: netlify, worker, token' }),
    /** The sveltia-cms-auth worker's address, with signIn: worker. */
    authUrl: externalUrl
      .refine(hasRealHost, 'ma być prawdziwym adresem pośrednika, bez wstawki w nawiasach <…> ze wzoru, np. https://sveltia-cms-auth.moje-konto.workers.dev')
      .optional(),
  })
  .refine((editor) => editor.signIn !== 'worker' || editor.authUrl, {
    path: ['authUrl'],
    message: 'jest wymagane przy sposobie logowania „worker”: adres pośrednika sveltia-cms-auth',
  })
  // An address no sign-in uses would read as if it were used: a deployer who switched to token or netlify and
  // kept it would look for it when the sign-in fails.
  .refine((editor) => editor.signIn === 'worker' || !editor.authUrl, {
    path: ['authUrl'],
    message: 'jest potrzebne tylko przy sposobie logowania „worker”: usuń tę linię albo wpisz signIn: worker',
  })

export type EditorSettings = z.infer<typeof editorSchema>
