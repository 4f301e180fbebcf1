import patientInfoYaml from '../../content/data/patientInfo.yaml'
import { patientInfoSchema } from '../schemas/patientInfoSchema.ts'
import { byId } from './byId.ts'
import { fillFacts } from './clinicFacts.ts'
import { lookup } from './priceData.ts'
import { clinic } from './siteData.ts'

export const patientInfo = patientInfoSchema.parse(patientInfoYaml)
const topics = byId(patientInfo.topics)

/** One topic of patientInfo.yaml with the clinic's facts filled in ({telefon} stays for the link). */
export function patientTopic(topic: string): { text?: string; items?: string[] } {
  const { text, items } = lookup(topics, topic, 'Temat')
  return { text: text && fillFacts(text, clinic), items: items?.map((item) => fillFacts(item, clinic)) }
}
