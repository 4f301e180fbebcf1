/**
 * The text a page created in the browser editor starts with (the body's
 * `default` in lib/cms/cmsConfig.ts): a comment with the rules, which the site
 * does not show, a paragraph to write over and a section the clinic's pages
 * share. `npm run check` warns while the paragraph to write over is still
 * there (lib/check/rules/akapit-wzoru.ts): the page would show it.
 */
export const newPageParagraph = 'Napisz tu pierwszy akapit: czego dotyczy ta strona i dla kogo jest.'

export const newPageBody = [
  '{/* Wzór nowej strony. Ten komentarz nie pokazuje się na stronie. Zastąp akapit poniżej tekstem strony; śródtytuły zaczynaj od „## ”. Numer telefonu wstawia <Phone />, godziny <OpeningTime id="…" />, ceny <Price id="…" />: wszystkie znaczniki opisuje docs/edycja/znaczniki.md. Strona pojawi się w mapie strony, w grupie wybranej w formularzu. */}',
  '',
  newPageParagraph,
  '',
  '## Jak się umówić',
  '',
  'Wizytę umówisz telefonicznie pod numerem <Phone /> albo przez [formularz rezerwacji](/rezerwacja).',
].join('\n')
