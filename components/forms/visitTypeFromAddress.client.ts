/**
 * /rezerwacja?wizyta=szczepienie&szczepionka=grypa: chooses the visit type
 * whose `slug` (forms.yaml) the address names, and the kind of vaccine whose
 * `slug` it names, as soon as the site's script runs, before the form's island
 * hydrates (which then keeps what the fields hold). A type or vaccine the
 * visitor has already chosen is left alone. Without JavaScript the visitor
 * chooses them in the lists, which the page's text asks for.
 */
export function chooseVisitTypeFromAddress(): void {
  const address = new URLSearchParams(location.search)
  choose('visitType', address.get('wizyta'))
  choose('vaccineType', address.get('szczepionka'))
}

function choose(field: string, wanted: string | null): void {
  const select = document.querySelector<HTMLSelectElement>(`select[name="${field}"]`)
  if (!wanted || !select || select.value !== '') return
  const option = [...select.options].find((candidate) => candidate.dataset.slug === wanted.toLowerCase())
  if (option) select.value = option.value
}
