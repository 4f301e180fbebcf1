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

export const editorSchema = z
  .strictObject({
    signIn: z.enum(['netlify', 'worker', 'token'], { error: 'ma być jednym z: netlify, worker, token' }),
    /** The sveltia-cms-auth worker's address, with signIn: worker. */
    authUrl: externalUrl.optional(),
  })
  .refine((editor) => editor.signIn !== 'worker' || editor.authUrl, {
    path: ['authUrl'],
    message: 'jest wymagane przy sposobie logowania „worker”: adres pośrednika sveltia-cms-auth',
  })

export type EditorSettings = z.infer<typeof editorSchema>
