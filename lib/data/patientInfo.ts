import patientInfoYaml from '../../content/data/patientInfo.yaml'
import { patientInfoSchema } from '../schemas/patientInfoSchema.ts'
import { fillFacts } from './clinicFacts.ts'
import { lookup } from './priceData.ts'
import { clinic } from './siteData.ts'

export const patientInfo = patientInfoSchema.parse(patientInfoYaml)

/** One topic of patientInfo.yaml with the clinic's facts filled in ({telefon} stays for the link). */
export function patientTopic(topic: string): { text?: string; items?: string[] } {
  const { text, items } = lookup(patientInfo.topics, topic, 'Temat')
  return { text: text && fillFacts(text, clinic), items: items?.map((item) => fillFacts(item, clinic)) }
}
