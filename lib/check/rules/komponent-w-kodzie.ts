import { structureFound } from '../find/structure.ts'
import type { Rule } from '../rule.ts'

export const komponentWKodzie: Rule = {
  id: 'komponent-w-kodzie',
  severity: 'warning',
  description: 'Znacznik komponentu między znakami „`”, np. `` `<Phone />` ``: strona pokaże jego zapis zamiast tego, co wstawia.',
  why: 'Między znakami „`” strona pokazuje tekst znak po znaku, więc pacjent zobaczy napis `<Phone />` zamiast numeru telefonu.',
  fix: 'Usuń znaki „`” wokół znacznika. Zostaw je tylko wtedy, gdy strona ma pokazać sam zapis znacznika.',
  examples: {
    ok: [{ text: 'Wizytę umówisz telefonicznie pod numerem <Phone />.' }],
    notOk: [{ text: 'Wizytę umówisz telefonicznie pod numerem `<Phone />`.' }],
  },
  run: (site, today) => structureFound(site, today)['komponent-w-kodzie'],
}
