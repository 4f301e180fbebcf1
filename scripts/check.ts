// `npm run check`: everything an editor can break, checked without a browser
// in about a second. One line per problem in the compiler convention
// (content/cennik.mdx:12:14: ...); exits 1 on any error, warnings only print.
// `npm run build` runs the same check first, inside its one process (lib/vite/checkPlugin.ts).
import { reportProblems } from '../lib/check/reportProblems.ts'
import { runChecks } from '../lib/check/runChecks.ts'

const started = performance.now()
// An optional folder to check instead of this one (the tests check planted mistakes in a copy).
const problems = runChecks(process.argv[2] ?? process.cwd())
const errors = reportProblems(problems, (performance.now() - started) / 1000)
process.exit(errors > 0 ? 1 : 0)
