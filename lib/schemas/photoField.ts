import { z } from 'zod'

/**
 * A person's photo: where the browser editor stores an upload, and how large a
 * photo may be. /zespol shows it in a box of `shown` CSS pixels; the editor
 * scales an upload down to twice that (sharp on a phone's screen) and saves it
 * as WebP, and `npm run check` refuses a file larger than `maxBytes` or with a
 * side longer than `maxSide`. The photos are lazy-loaded; a phone (375 × 740)
 * loads the first person's at once. /zespol weighs about 17 KB without it, so
 * 15 KB keeps it within the budget of scripts/budget.ts (35 KB on a return
 * visit; measured: a 28 KB photo made it 45 KB).
 */
export const photoLimits = {
  /** The folder below public/ where the editor saves uploads. */
  folder: 'images/zespol',
  shown: { width: 120, height: 150 },
  /** The editor's upload: scaled down to fit this box, WebP at this quality (0–100). */
  upload: { width: 240, height: 300, quality: 75 },
  maxBytes: 15 * 1024,
  maxSide: 600,
} as const

const photoMessage =
  'ma być ścieżką zdjęcia z folderu public/images, np. "/images/zespol/anna-kowalska.webp": w nazwie tylko małe litery bez polskich znaków, cyfry i myślniki; plik JPG, PNG albo WebP'

/** A photo in public/images as the site addresses it, e.g. /images/zespol/anna-kowalska.webp */
export const photoPath = z.string({ error: photoMessage }).regex(/^\/images\/[a-z0-9-]+(\/[a-z0-9-]+)*\.(jpg|jpeg|png|webp)$/, photoMessage)

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`

/**
 * The photo field's hint: whose consent it needs (a person's image is published only with their consent,
 * art. 81 of the Polish copyright act, and the clinic must have the right to use the picture: an office
 * worker asked where this was said), what the editor does with an upload and what the check allows.
 */
export const photoHint =
  'Strona /zespol pokazuje je obok imienia i nazwiska. Dodaj zdjęcie tylko za zgodą tej osoby na jego publikację i tylko takie, ' +
  'do którego przychodnia ma prawa (np. zrobione dla przychodni albo przekazane przez tę osobę). Wybierz zdjęcie JPG, PNG albo WebP, najlepiej portret: ' +
  `edytor sam je zmniejszy (do ${photoLimits.upload.width} × ${photoLimits.upload.height} px), zapisze w formacie WebP i nada plikowi nazwę bez spacji i polskich znaków. ` +
  `Zdjęcie może mieć najwyżej ${kb(photoLimits.maxBytes)} i ${photoLimits.maxSide} px z każdej strony. Usunięcie zdjęcia z pola nie usuwa pliku.`
