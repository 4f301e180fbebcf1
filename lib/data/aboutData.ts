import historyYaml from '../../content/data/history.yaml'
import transportYaml from '../../content/data/transport.yaml'
import { historySchema } from '../schemas/historySchema.ts'
import { transportSchema } from '../schemas/transportSchema.ts'

export const history = historySchema.parse(historyYaml)
export const transport = transportSchema.parse(transportYaml)
