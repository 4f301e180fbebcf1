// `npm run check`: scripts/check.ts, started fast (scripts/bundled.mjs says how).
import { importBundled } from './bundled.mjs'

await importBundled('scripts/check.ts')
