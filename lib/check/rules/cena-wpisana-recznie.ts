import { handTypedFound } from '../find/handTyped.ts'
import type { Rule } from '../rule.ts'

export const cenaWpisanaRecznie: Rule = {
  id: 'cena-wpisana-recznie',
  severity: 'error',
  description: 'Cena wpisana ręcznie w tekście strony albo w jej polach, zamiast wstawionej z cennika.',
  why: 'Ceny zmienia się w jednym miejscu, w cenniku (`priceList.yaml`, `vaccinePrices.yaml`). Cena wpisana ręcznie zostałaby po zmianie cennika stara i pacjent zobaczyłby dwie różne ceny tej samej usługi.',
  fix: 'W zdaniu wstaw `<Price id="…" />` z nazwą ceny, którą podaje komunikat (nazwy cen są w polu `id` w `priceList.yaml`); ceny szczepionek pokazuje tabela `<VaccinePriceTable />`. Cenę, której nie ma w cenniku, najpierw tam dopisz, a w polach `description` i `lead` strony napisz tekst bez ceny.',
  examples: {
    ok: [{ text: 'Porada lekarska przed podróżą kosztuje <Price id="porada-podroznicza" />.' }],
    notOk: [
      { text: 'Porada lekarska przed podróżą kosztuje 200 zł.' },
      { text: 'Za pobranie krwi w domu pacjenta doliczamy 70 złotych.' },
      { text: 'Zaświadczenie lekarskie kosztuje 60 zł.' },
      { file: 'content/prep.mdx', replaces: "description: 'PrEP, czyli", text: "description: 'Konsultacja 150 zł. PrEP, czyli" },
    ],
  },
  run: (site, today) => handTypedFound(site, today)['cena-wpisana-recznie'],
}
