import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote'
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item'
import { gfmFootnote } from 'micromark-extension-gfm-footnote'
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough'
import { gfmTable } from 'micromark-extension-gfm-table'
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item'

/**
 * GitHub's Markdown (what remark-gfm adds: tables, footnotes, ~~strikethrough~~,
 * task lists) without its "autolink literal", which makes a link of any
 * address written as text. Why: every link of the site has words a screen
 * reader can say ("[strona Rzecznika Praw Pacjenta](https://…)"), and the
 * check now tells an editor who types a bare address how to write it
 * (lib/check/find/links.ts); and that extension was a third of the time
 * the parser spent on each page, in every check and build.
 */
export function remarkGfmWithoutAutolinks(this: { data(): unknown }): void {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] }
  ;(data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem())
  ;(data.fromMarkdownExtensions ??= []).push(gfmFootnoteFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown())
}
