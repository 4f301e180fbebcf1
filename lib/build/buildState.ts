/**
 * What one `vike build` process shares between its plugins. Vite loads
 * vite.config.ts, and with it every module it imports, anew for each
 * environment and again for Vike's prerender: module-level state would exist
 * once per copy. This object is kept on globalThis, one for the process.
 */
export interface BuildState {
  /** The content check has run (Vike calls the build's hooks a second time before it exits). */
  checked: boolean
  /** The headers are written. */
  headersWritten: boolean
  /** Pages the check compiled, by their text: the module the build takes instead of compiling again. */
  compiled: Map<string, string>
  /** Pages the build took from the check, and pages it compiled itself. */
  reused: number
  compiledAgain: number
}

const key = Symbol.for('clinic-website.buildState')

export const buildState: BuildState = ((globalThis as Record<symbol, BuildState | undefined>)[key] ??= {
  checked: false,
  headersWritten: false,
  compiled: new Map(),
  reused: 0,
  compiledAgain: 0,
})
