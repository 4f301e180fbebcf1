/** The WCAG levels every axe run checks, in the browser tests and on the components' examples: WCAG 2.2 AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
