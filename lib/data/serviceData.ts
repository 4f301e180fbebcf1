import servicesYaml from '../../content/data/services.yaml'
import teamYaml from '../../content/data/team.yaml'
import { servicesSchema } from '../schemas/servicesSchema.ts'
import { teamSchema } from '../schemas/teamSchema.ts'

export const services = servicesSchema.parse(servicesYaml)
export const team = teamSchema.parse(teamYaml)

/** The team member with this id; an unknown id in a page stops the build with the id. */
export function teamMember(id: string) {
  const member = team.members.find((candidate) => candidate.id === id)
  if (!member) throw new Error(`Osoba "${id}" nie istnieje w content/data/team.yaml; dostępne: ${team.members.map((m) => m.id).join(', ')}`)
  return member
}
