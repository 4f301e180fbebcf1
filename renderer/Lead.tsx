/**
 * A page's lead under its title. The field is multi-line in the browser editor,
 * so an editor can leave an empty line in it: each part is its own paragraph,
 * as in the page's text, rather than the two run together into one.
 */
export function Lead({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return paragraphs.map((paragraph, index) => (
    // Keyed by place: the paragraphs are the lead's, in its order, drawn once.
    <p className="lead" key={index}>
      {paragraph}
    </p>
  ))
}
