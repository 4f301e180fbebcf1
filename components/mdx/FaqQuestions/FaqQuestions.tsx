/**
 * <FaqQuestions category="wizyty" /> stands, alone on its line, where a
 * category's questions go: the compiler puts the questions of
 * content/data/faq.yaml in its place (lib/content/faqQuestions.ts), so this
 * component is never rendered on a built page. In the dev server, while
 * faq.yaml has a mistake, it renders nothing: the check's page names the mistake.
 */
export function FaqQuestions(_props: { category: string }) {
  return null
}
