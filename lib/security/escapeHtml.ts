/**
 * Text made safe to stand in HTML, as an element's text or inside a quoted
 * attribute: the five characters that could end either are written as
 * entities. Every string of HTML built by hand here (the editor's preview
 * lists, the dev server's problem pages, /admin/'s page) goes through it.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ENTITIES[character as keyof typeof ENTITIES])

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
