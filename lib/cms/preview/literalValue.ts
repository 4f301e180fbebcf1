// The one literal evaluator of the check, the build's guard and the preview lives in lib/content/.
export { literalValue, NotLiteral, programValue } from '../../content/literalValue.ts'
