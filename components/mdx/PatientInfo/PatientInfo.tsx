import { patientTopic } from '../../../lib/data/patientInfo.ts'
import { clinic } from '../../../lib/data/siteData.ts'
import { TextWithPhone } from '../../contact/TextWithPhone.tsx'

/**
 * <PatientInfo topic="odwolanie" />: a practical answer from
 * content/data/patientInfo.yaml (what to bring, cancelling, payment,
 * accessibility), typed once and shown on every page that needs it.
 */
export function PatientInfo({ topic }: { topic: string }) {
  const { text, items } = patientTopic(topic)
  return (
    <>
      {text && (
        <p>
          <TextWithPhone text={text} phone={clinic.phone.number} />
        </p>
      )}
      {items && (
        <ul>
          {items.map((item) => (
            <li key={item}>
              <TextWithPhone text={item} phone={clinic.phone.number} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
