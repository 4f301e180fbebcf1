import { expect, test } from 'vitest'
import { parseYamlSource } from '../../../lib/check/yamlSource.ts'

// A type tag in a content file: code's ('!!js/function') is refused as such; an editor's text that starts
// with '!' ('!UWAGA …', read by YAML as a tag of its own) is told to be quoted, the words kept.
test("a tag of YAML's own is refused at the tag, the value's data not read", () => {
  const source = parseYamlSource("title: !!js/function 'function () {}'\n", 1)
  expect(source.data).toBeUndefined()
  expect(source.errors).toEqual([
    expect.objectContaining({
      code: 'TAG',
      position: { line: 2, column: 8 },
      explained: expect.objectContaining({ message: expect.stringMatching(/„!!js\/function”/) }),
    }),
  ])
})

test("a text starting with '!' is told to be quoted whole, not to lose its first word", () => {
  const source = parseYamlSource('notices:\n  - text: !UWAGA w piątek nieczynne\n')
  expect(source.data).toBeUndefined()
  expect(source.errors.map((error) => error.explained)).toEqual([
    { message: 'wartość zaczyna się od znaku „!”, który w YAML nie jest zwykłym tekstem', fix: "Ujmij całą wartość w apostrofy: '!UWAGA w piątek nieczynne'" },
  ])
})
