import { contentRoutes } from '../../lib/content/contentPages'

// Prerender one HTML file per content file.
export default function onBeforePrerenderStart(): string[] {
  return contentRoutes()
}
