import historyYaml from '../../content/data/history.yaml'
import transportYaml from '../../content/data/transport.yaml'
import { historySchema, transportSchema } from '../schemas/aboutSchema.ts'

export const history = historySchema.parse(historyYaml)
export const transport = transportSchema.parse(transportYaml)
