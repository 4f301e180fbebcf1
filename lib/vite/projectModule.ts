import { register, type NamespacedUnregister } from 'tsx/esm/api'

const key = Symbol.for('clinic-website.projectModules')

/**
 * Imports a TypeScript module of this project through tsx, once per process.
 * Why: Vite loads vite.config.ts about six times in one `vike build` (once per
 * environment, again for Vike's prerender) and bundles everything it imports
 * each time, 0.1-0.2 s a load for this project's plugins and their libraries.
 * Imported here, by an address Vite's bundler cannot follow, they are loaded
 * once and taken from Node's module cache on every later load.
 */
export function projectModule<T>(path: string): Promise<T> {
  const scope = globalThis as Record<symbol, NamespacedUnregister | undefined>
  scope[key] ??= register({ namespace: 'clinic-website' })
  return scope[key].import(new URL(path, import.meta.url).href, import.meta.url) as Promise<T>
}
