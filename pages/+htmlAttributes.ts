import { isPreview } from '../lib/build/siteEnv'

// A preview build puts the preview bar into the fixed header; the class lets the
// stylesheet make the header's height, which the page's top padding, in-page
// anchors and the phone menu are measured from, include the bar.
export default function htmlAttributes(): { class: string } | undefined {
  return isPreview() ? { class: 'preview' } : undefined
}
