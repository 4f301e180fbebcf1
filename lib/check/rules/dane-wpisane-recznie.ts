import { handTypedFound } from '../find/handTyped.ts'
import type { Rule } from '../rule.ts'

export const daneWpisaneRecznie: Rule = {
  id: 'dane-wpisane-recznie',
  severity: 'error',
  description:
    'Numer telefonu, adres e-mail, liczba miejsc na parkingu albo odstęp między szczepieniami wpisane ręcznie w tekście strony, zamiast wstawionych z plików danych.',
  why: 'Te dane zmienia się w jednym miejscu (`clinic.yaml`, `vaccines.yaml`). Wpisane ręcznie zostałyby po takiej zmianie stare i pacjent dzwoniłby pod nieaktualny numer albo dostałby nieaktualną informację.',
  fix: 'Wstaw znacznik, który podaje komunikat: `<Phone />` w miejsce numeru telefonu, `<Email />` w miejsce adresu e-mail, `<Parking />` w miejsce liczby miejsc, `<Interval id="…" />` w miejsce odstępu. Znacznik pokaże na stronie aktualną wartość z pliku danych.',
  examples: {
    ok: [{ text: 'Wizytę umówisz pod numerem <Phone />.' }, { text: 'Pytania wyślij na adres <Email />.' }],
    notOk: [
      { text: 'Wizytę umówisz pod numerem 22 100 00 00.' },
      { text: 'Pytania wyślij na adres rejestracja@przychodnia.example.' },
      { text: 'Przy placówce jest parking na 10 samochodów.' },
      { text: 'Po antybiotyku odczekaj ze szczepieniem 7–14 dni.' },
    ],
  },
  run: (site, today) => handTypedFound(site, today)['dane-wpisane-recznie'],
}
