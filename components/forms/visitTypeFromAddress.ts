/**
 * /rezerwacja?wizyta=szczepienie: chooses the visit type whose `slug`
 * (forms.yaml) the address names, as soon as the site's script runs, before
 * the form's island hydrates (which then keeps what the field holds). A type
 * the visitor has already chosen is left alone. Without JavaScript the visitor
 * chooses it in the list, which the page's text asks for.
 */
export function chooseVisitTypeFromAddress(): void {
  const wanted = new URLSearchParams(location.search).get('wizyta')
  const select = document.querySelector<HTMLSelectElement>('select[name="visitType"]')
  if (!wanted || !select || select.value !== '') return
  const option = [...select.options].find((candidate) => candidate.dataset.slug === wanted.toLowerCase())
  if (option) select.value = option.value
}
