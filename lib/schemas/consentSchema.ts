import { z } from 'zod'
import { text } from './fields.ts'

const category = (title: string, description: string) =>
  z
    .strictObject({
      label: text.meta({ title: 'Nazwa', description: 'Nazwa rodzaju plików cookies przy przełączniku.' }),
      description: text.meta({
        title: 'Opis',
        description:
          'Do czego służą te pliki cookies i co ta kategoria zapisuje dziś na tej stronie (także: „obecnie żadnych”). Ten sam opis pokazują baner, polityka cookies i polityka prywatności.',
        multiline: true,
      }),
      duration: text.meta({ title: 'Jak długo obowiązuje zgoda', description: 'Np. „12 miesięcy”; pokazywane w tabeli kategorii w polityce cookies.' }),
    })
    .meta({ title, description })

/** content/data/consent.yaml: texts of the cookie banner, settings, map placeholder and panel. */
export const consentSchema = z
  .strictObject({
    banner: z
      .strictObject({
        title: text.meta({ title: 'Tytuł banera' }),
        text: text.meta({ title: 'Tekst banera', description: 'Co zapisujemy i po co; że zgodę można zmienić na stronie polityki cookies.', multiline: true }),
        acceptAll: text.meta({
          title: 'Przycisk „Akceptuj wszystkie”',
          description: 'Tak przycisk nazywa się na stronie; stoi obok „Odrzuć wszystkie”, tak samo widoczny: odmowa ma być równie łatwa jak zgoda.',
        }),
        rejectAll: text.meta({
          title: 'Przycisk „Odrzuć wszystkie”',
          description: 'Tak przycisk nazywa się na stronie; stoi obok „Akceptuj wszystkie”, tak samo widoczny.',
        }),
        customize: text.meta({ title: 'Przycisk „Dostosuj”', description: 'Przycisk, który otwiera wybór rodzajów plików cookies.' }),
        close: text.meta({
          title: 'Opis przycisku zamknięcia',
          description: 'Czytany przez czytniki ekranu przy przycisku „×”, np. „Zamknij i odrzuć opcjonalne pliki cookies”.',
        }),
      })
      .meta({ title: 'Baner', description: 'Baner pokazywany przy pierwszej wizycie.' }),
    settings: z
      .strictObject({
        title: text.meta({ title: 'Tytuł ustawień' }),
        save: text.meta({ title: 'Przycisk zapisu' }),
        back: text.meta({ title: 'Opis przycisku powrotu', description: 'Czytany przez czytniki ekranu przy przycisku powrotu do banera.' }),
        alwaysActive: text.meta({ title: 'Napis „zawsze aktywne”', description: 'Przy niezbędnych plikach cookies, których nie można wyłączyć.' }),
      })
      .meta({ title: 'Ustawienia', description: 'Widok ustawień banera z przełącznikami.' }),
    categories: z
      .strictObject({
        necessary: category('Niezbędne', 'Pliki cookies zawsze włączone.'),
        functional: category('Funkcjonalne', 'Np. mapa dojazdu.'),
        analytics: category('Analityczne', 'Statystyki odwiedzin.'),
        marketing: category('Marketingowe', 'Pliki cookies innych serwisów, np. do mierzenia skuteczności informacji o usługach.'),
      })
      .meta({ title: 'Rodzaje plików cookies' }),
    map: z
      .strictObject({
        title: text.meta({ title: 'Tytuł', description: 'Nad polem, które zastępuje mapę przed zgodą.' }),
        text: text.meta({ title: 'Tekst', description: 'Skąd pochodzi mapa i jakie dane otrzyma jej dostawca.', multiline: true }),
        show: text.meta({ title: 'Przycisk „Pokaż mapę”' }),
        frameTitle: text.meta({ title: 'Tytuł ramki mapy', description: 'Czytany przez czytniki ekranu, np. „Mapa dojazdu do przychodni”.' }),
      })
      .meta({ title: 'Mapa', description: 'Pole w miejscu mapy, zanim odwiedzający zgodzi się na pliki cookies funkcjonalne.' }),
    panel: z
      .strictObject({
        title: text.meta({ title: 'Tytuł panelu' }),
        noChoice: text.meta({ title: 'Brak wyboru', description: 'Gdy odwiedzający jeszcze nie wybrał ustawień.' }),
        choice: text.meta({ title: 'Zapisany wybór', description: 'Nagłówek przy zapisanym wyborze.' }),
        consents: z
          .strictObject({
            accepted: text.meta({ title: 'Zaakceptowano wszystkie' }),
            rejected: text.meta({ title: 'Odrzucono opcjonalne' }),
            customized: text.meta({ title: 'Ustawienia własne' }),
          })
          .meta({ title: 'Rodzaje wyboru', description: 'Jak panel nazywa zapisany wybór.' }),
        on: text.meta({ title: 'Napis „włączone”' }),
        off: text.meta({ title: 'Napis „wyłączone”' }),
        change: text.meta({ title: 'Przycisk zmiany ustawień' }),
      })
      .meta({ title: 'Panel na stronie /polityka-cookies', description: 'Obecne ustawienia odwiedzającego i przycisk ich zmiany.' }),
    /** Analytics is off unless an ID is set; it loads only after consent. */
    analyticsId: z
      .string()
      .regex(/^[A-Z]{1,3}-[A-Z0-9]{4,}$/, 'ma być identyfikatorem w rodzaju "G-ABC123XYZ"')
      .meta({
        title: 'Identyfikator analityki',
        description:
          'Identyfikator narzędzia analitycznego, np. Google Analytics „G-XXXXXXX”. Bez niego strona nie ładuje żadnej analityki; z nim ładuje ją dopiero po zgodzie.',
      })
      .optional(),
  })
  .meta({ title: 'Zgoda na pliki cookies', description: 'Teksty banera cookies, ustawień, pola zastępującego mapę i panelu na stronie /polityka-cookies.' })

export type ConsentTexts = z.infer<typeof consentSchema>
