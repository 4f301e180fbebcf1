/**
 * How long a build test lets a command it runs (a check, a build, a recipe)
 * go on before it stops it: the end of a process that hangs, not a wait.
 * `spawnSync` holds the test's thread, so vitest's own limit cannot stop it.
 * A site build takes 30–60 s alone; beside two whole test runs on two cores
 * one took over 120 s, and a limit of 120 s failed a test that would have
 * passed (a whole run beside the clinic year's, 30 November).
 */
export const CHILD_LIMIT = 600_000
