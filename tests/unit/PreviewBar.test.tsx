import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import clinicYaml from '../../content/data/clinic.yaml'
import { PreviewBar } from '../../components/layout/PreviewBar.tsx'
import { isPreview } from '../../lib/build/siteEnv.ts'
import { editUrl } from '../../lib/content/editUrl.ts'
import { clinic } from '../../lib/data/siteData.ts'
import { clinicSchema } from '../../lib/schemas/clinicSchema.ts'
import { ErrorPage } from '../../renderer/ErrorPage.tsx'
import { Layout } from '../../renderer/Layout.tsx'

afterEach(() => {
  vi.unstubAllEnvs()
})

const renderLayout = () =>
  renderToStaticMarkup(
    <Layout currentRoute="/cennik" sourceFile="content/cennik.mdx">
      <p>Treść</p>
    </Layout>,
  )

test('the bar says the page is a preview and links to the file to edit', () => {
  const html = renderToStaticMarkup(<PreviewBar editUrl="https://github.com/fundacja/strona/edit/main/content/cennik.mdx" />)
  expect(html).toBe(
    '<div class="preview-bar"><div class="container preview-bar__inner"><p class="preview-bar__text"><strong>Podgląd zmian</strong>' +
      '<span class="preview-bar__detail"> — ta wersja strony nie jest opublikowana</span></p>' +
      '<a class="preview-bar__edit" href="https://github.com/fundacja/strona/edit/main/content/cennik.mdx">Edytuj tę stronę</a></div></div>',
  )
})

test('the edit link opens the file in GitHub’s editor on the given branch', () => {
  expect(editUrl('https://github.com/fundacja/strona', 'main', 'content/szczepienia/podroze.mdx')).toBe(
    'https://github.com/fundacja/strona/edit/main/content/szczepienia/podroze.mdx',
  )
})

test.each([
  [undefined, false],
  ['production', false],
  ['Preview', false],
  ['preview', true],
])('SITE_ENV=%s makes a preview: %s', (value, preview) => {
  expect(isPreview({ SITE_ENV: value })).toBe(preview)
})

test('a preview page has the bar inside the header, after the skip link and above the top bar', () => {
  vi.stubEnv('SITE_ENV', 'preview')
  const html = renderLayout()
  const link = `href="${clinic.repository}/edit/${clinic.repositoryBranch}/content/cennik.mdx">Edytuj tę stronę</a>`
  expect(html).toContain(link)
  const order = ['class="skip-link"', '<header class="site-header"><div class="preview-bar">', link, 'class="top-bar"', '<main']
  const positions = order.map((part) => html.indexOf(part))
  expect(positions.every((position) => position >= 0)).toBe(true)
  expect(positions).toEqual([...positions].sort((a, b) => a - b))
})

test.each([undefined, 'production'])('a page built with SITE_ENV=%s has no preview bar', (value) => {
  vi.stubEnv('SITE_ENV', value)
  const html = renderLayout()
  expect(html).not.toContain('preview-bar')
  expect(html).not.toContain('Edytuj tę stronę')
})

test('the error pages, which have no content file, link to the file with their words', () => {
  vi.stubEnv('SITE_ENV', 'preview')
  expect(renderToStaticMarkup(<ErrorPage notFound />)).toContain(
    `href="${clinic.repository}/edit/${clinic.repositoryBranch}/content/data/errorPages.yaml">Edytuj tę stronę</a>`,
  )
})

test('clinic.yaml names a GitHub repository; the branch defaults to main', () => {
  const { repositoryBranch: _, ...withoutBranch } = clinicYaml as Record<string, unknown>
  expect(clinicSchema.parse(withoutBranch).repositoryBranch).toBe('main')
  expect(clinicSchema.safeParse({ ...withoutBranch, repository: 'https://github.com/fundacja/strona/' }).success).toBe(false)
  expect(clinicSchema.safeParse({ ...withoutBranch, repository: 'https://gitlab.com/fundacja/strona' }).success).toBe(false)
})

test("a preview's edit link opens the pull request's own branch when the host names it", async () => {
  const { previewBranch } = await import('../../lib/build/siteEnv.ts')
  expect(previewBranch({ HEAD: 'zmiana-cennika' })).toBe('zmiana-cennika')
  expect(previewBranch({ CF_PAGES_BRANCH: 'nowa-strona' })).toBe('nowa-strona')
  expect(previewBranch({ SITE_BRANCH: 'a', HEAD: 'b' })).toBe('a')
  expect(previewBranch({})).toBeUndefined()
})
