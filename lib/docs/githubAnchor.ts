/**
 * The anchor GitHub gives a Markdown heading (as github-slugger does): the
 * heading's text in lower case, without punctuation and symbols (letters with
 * diacritics stay), spaces turned into hyphens. Links in the docs and in the
 * check's messages point at these anchors; tests/unit/docLinks.test.ts
 * checks that each one exists. A second heading with the same anchor gets
 * "-1", a third "-2": the caller counts those.
 */
export function githubAnchor(heading: string): string {
  return headingText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** A link in a heading counts by its text; code and emphasis marks go with the punctuation. */
function headingText(heading: string): string {
  return heading.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').trim()
}
