import clinicYaml from '../../content/data/clinic.yaml'
import errorPagesYaml from '../../content/data/errorPages.yaml'
import navigationYaml from '../../content/data/navigation.yaml'
import { clinicSchema } from '../schemas/clinicSchema.ts'
import { errorPagesSchema } from '../schemas/errorPagesSchema.ts'
import { navigationSchema } from '../schemas/navigationSchema.ts'

// The build has already checked these files with readable messages
// (lib/content/checkContent.ts); parsing here gives the code typed values.
export const clinic = clinicSchema.parse(clinicYaml)
export const navigation = navigationSchema.parse(navigationYaml)
export const errorPages = errorPagesSchema.parse(errorPagesYaml)
