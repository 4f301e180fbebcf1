import { fillFacts } from '../../../lib/data/clinicFacts.ts'
import { clinic } from '../../../lib/data/siteData.ts'
import { visitType } from '../../../lib/data/visitTypes.ts'
import { TextWithPhone } from '../../contact/TextWithPhone.tsx'

/**
 * <VisitNote type="prep" />: what the booking form says when this visit type is
 * chosen (forms.yaml `note`), the same words on any page, the number as a link;
 * a paragraph, so it stands on its own line in MDX and in a FAQ answer.
 */
export function VisitNote({ type }: { type: string }) {
  const found = visitType(type)
  if (!found.note) throw new Error(`Rodzaj wizyty "${type}" w content/data/forms.yaml nie ma pola note`)
  const text = fillFacts(found.note, clinic, { 'godziny-wizyty': `w godzinach ${found.opens}–${found.closes}` })
  // A paragraph of its own, marked with its type, so a page that also has the booking form can hide it while
  // the form shows the same note (renderer/styles/components.css): the rule is said once (issue 44).
  return (
    <p className="visit-rule" data-visit-type={type}>
      <TextWithPhone text={text} phone={clinic.phone.number} />
    </p>
  )
}
