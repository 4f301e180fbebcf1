// Content checks for editors that warn without failing the build:
// medical pages whose review date has passed.
import { checkContent } from '../lib/content/checkContent.ts'
import { reviewWarnings } from '../lib/content/reviewWarnings.ts'

const today = new Date().toISOString().slice(0, 10)
const warnings = reviewWarnings(checkContent(process.cwd()).pages, today)
for (const warning of warnings) console.warn(`Uwaga: ${warning}`)
console.log(warnings.length === 0 ? 'Treść: wszystkie strony medyczne mają aktualną weryfikację.' : `Treść: ${warnings.length} ostrzeżeń.`)
