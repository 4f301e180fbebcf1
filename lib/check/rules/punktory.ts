import { structureFound } from '../find/structure.ts'
import type { Rule } from '../rule.ts'

export const punktory: Rule = {
  id: 'punktory',
  severity: 'warning',
  description:
    'Linie zaczynające się od punktora wklejonego z Worda („•”, „▪”, „·”, znaku punktora czcionki Symbol, „o” z tabulatorem na drugim poziomie) albo od półpauzy „–”, które nie tworzą listy: w tekście strony i we wprowadzeniu.',
  why: 'Markdown nie uznaje takiego znaku za punkt listy, więc wszystkie linie połączą się w jeden akapit i pacjent zobaczy zamiast listy jedno długie zdanie.',
  fix: 'Zacznij każdy punkt od `- ` (łącznik i spacja) zamiast punktora z Worda, a przed listą zostaw pustą linię.',
  fixesItself:
    'punktor z Worda albo półpauza na początku każdej linii takiej listy zostaje zamieniony na `- `: linie stają się punktami listy. W edytorze w przeglądarce każda linia ma swój przycisk, a gdy takich linii w polu jest więcej, „Popraw wszystkie” zmienia je razem.',
  examples: {
    ok: [{ text: 'Zabierz ze sobą:\n\n- dowód osobisty,\n- książeczkę szczepień.' }],
    notOk: [
      {
        text: 'Zabierz ze sobą:\n• dowód osobisty,\n• książeczkę szczepień.',
        line: 2,
        fixed: 'Zabierz ze sobą:\n- dowód osobisty,\n- książeczkę szczepień.',
      },
      {
        text: 'Zabierz ze sobą:\n– dowód osobisty,\n– książeczkę szczepień.',
        line: 2,
        fixed: 'Zabierz ze sobą:\n- dowód osobisty,\n- książeczkę szczepień.',
      },
      // As Word pastes them: the Symbol font's bullet (a private-use character), the middle dot, its second level's 'o', each with a tab.
      {
        text: 'Zabierz ze sobą:\n\uF0B7\tdowód osobisty,\n\uF0B7\tksiążeczkę szczepień.',
        line: 2,
        fixed: 'Zabierz ze sobą:\n- dowód osobisty,\n- książeczkę szczepień.',
      },
      {
        text: 'Zabierz ze sobą:\n·\tdowód osobisty,\no\twyniki badań.',
        line: 2,
        fixed: 'Zabierz ze sobą:\n- dowód osobisty,\n- wyniki badań.',
      },
    ],
  },
  run: (site, today) => structureFound(site, today).punktory,
}
