/**
 * The browser test files whose result can change with content/ and public/
 * (issue 41): what `npm run test:content` runs after the builds, HTML
 * validation and the budget (scripts/testContent.ts). Every other file of
 * tests/e2e/ tests code, on the frozen test site (the admin* files, the
 * planted builds) or as behaviour any content the check accepts leaves alone
 * (hydration timing, layout shift, the banner's timing and cookies,
 * the contact form's messages, a slow form service, `npm run dev`): the whole
 * `npm test` runs those on every change of code. A test that reads the live
 * build for something content decides belongs in one of these files; where a
 * file held both, the content's tests were moved to a file of their own.
 * docs/TESTING.md points here rather than copying the list.
 */
export const contentSuites = {
  'dataShown.test.ts': 'every data row on its page with its value',
  'links.test.ts': 'internal links and #anchors of every page, the sitemap, the site map page',
  'pages.test.ts': 'every page at 1280 px: status, title, h1, axe, sideways scroll, its JavaScript; the 404 page',
  'pagesMobile.test.ts': 'every page at 375 px, as pages.test.ts (tests/e2e/everyPageAt.ts)',
  'seo.test.ts': 'JSON-LD, canonical and preview tags of every page',
  'glyphs.test.ts': 'every character of every page in the system fonts',
  'hostCrawl.test.ts': 'every published address: 200 without a redirect on each host',
  'testBuildFolder.test.ts': 'no local form address in the production build (dist/client)',
  'security.test.ts': 'security headers, no CSP violation and no inline script on every page; the forms under the policy',
  'consentPages.test.ts': "the banner's words (equal choices, axe), the map on its pages, no request elsewhere before a choice",
  'navigation.test.ts': "the menus, top bar and footer from navigation.yaml and clinic.yaml: the phone's label on one line",
  'bookingForm.test.ts': "the booking form's visit types, times and vaccines from the data, sent and refused",
  'bookingHints.test.ts': "the visit types' notes and the pages' booking buttons",
  'subPath.test.ts': 'every page built and served under a sub-path, as GitHub Pages publishes a project site',
  'nginx.test.ts': 'every published address through the documented nginx configuration',
  'firstScreen.test.ts': "every page's h1 on a 360×740 screen; the sample notice one line, counted from samples.yaml, never printed",
  'siteSearch.test.ts':
    'the site search on a phone and a desktop: a lab test found and opened at its row, nothing loaded before use, /szukaj without JavaScript',
  'consentBannerFit.test.ts': "the banner with consent.yaml's words: buttons in view and on one line from 320×568 to 1280×800",
  'headerFits.test.ts': "the header with navigation.yaml's menu and clinic.yaml's names: one line, inside the screen, 320–1920 px",
  'formFields.test.ts': "every select of the forms at 320 and 360 px showing each of forms.yaml's options whole; the date field's focus outline",
  'noSidewaysScroll.test.ts': 'every page at 320–1280 px, with text spacing too: no sideways scroll, card values with their headings; /cennik in print',
  'layoutFills.test.ts':
    "every page's grids at 768–1920 px: the last row full or centred, whatever number of tiles the content gives; the home hero as wide as its row",
} as const satisfies Record<string, string>

/**
 * Every other browser test file, with why no content can change its result:
 * only `npm test` runs these. A new file goes in one of the two lists
 * (tests/unit/contentSuites.test.ts fails until it does).
 */
export const codeSuites = {
  'admin.test.ts': "the browser editor's forms, on the frozen site's files",
  'adminFaqPage.test.ts': 'the editor adding a FAQ question and a page, on the frozen site',
  'adminFind.test.ts': "the editor's search, on the frozen site",
  'adminFramed.test.ts': "/admin/ framed or not: the editor's own code",
  'adminGuards.test.ts': "the editor's guards, on the frozen site",
  'adminLanguage.test.ts': "the editor's Polish and one-line saves, on the frozen site",
  'adminOneLine.test.ts': "the editor's first save of files not written its way, on the frozen site",
  'adminPhotoNotice.test.ts': 'the editor adding a photo and notices, on the frozen site',
  'adminPreview.test.ts': "the editor's preview, on the frozen site",
  'adminScripts.test.ts': "the editor's preview script: the built site in it once",
  'adminPublishing.test.ts': "the editorial workflow's states against a stand-in GitHub",
  'bannerWithoutReact.test.ts': "the banner's script on a page without islands: no React",
  'consent.test.ts': "the banner's timing, focus, choices and cookies, the same whatever its words",
  'devServer.test.ts': '`npm run dev` on a copy with the frozen site',
  'earlyInput.test.ts': 'input before hydration: the islands keep and send it, whatever the fields hold',
  'forms.test.ts': "the contact form's messages, failures and limits, and card payments",
  'layoutShift.test.ts': 'hydration moves nothing (the islands reserve their place), nor does a page arriving in pieces',
  'searchPage.test.ts': "/szukaj's own behaviour: nothing found said once, Back from a result to where it was",
  'securityPlanted.test.ts': 'a planted variant of the frozen site with a token in localStorage',
  'slowService.test.ts': "the forms' waits for a slow form service",
} as const satisfies Record<string, string>

/** The files as paths from the project's root, for vitest's command line. */
export const contentSuiteFiles = Object.keys(contentSuites).map((file) => `tests/e2e/${file}`)
