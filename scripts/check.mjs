// `npm run check`: scripts/check.ts, started fast (scripts/bundled.mjs says how).
import { runBundled } from './bundled.mjs'

await runBundled('scripts/check.ts')
