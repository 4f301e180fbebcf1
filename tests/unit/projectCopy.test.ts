import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { copied } from '../projectCopy.ts'

test("a project copy leaves out Vike's transient build files, and only those", () => {
  const from = mkdtempSync(join(tmpdir(), 'copy-from-'))
  const to = join(mkdtempSync(join(tmpdir(), 'copy-to-')), 'pages')
  try {
    mkdirSync(join(from, 'content'))
    for (const name of ['+config.ts', '+config.ts.build-4718e6535172.mjs', 'content/+route.ts.build-0a1b.mjs', 'content/+route.ts', 'build-notes.mjs'])
      writeFileSync(join(from, name), '')
    cpSync(from, to, { recursive: true, filter: copied })
    expect([...readdirSync(to), ...readdirSync(join(to, 'content')).map((name) => `content/${name}`)].sort()).toEqual([
      '+config.ts',
      'build-notes.mjs',
      'content',
      'content/+route.ts',
    ])
  } finally {
    rmSync(from, { recursive: true, force: true })
    rmSync(join(to, '..'), { recursive: true, force: true })
  }
})
