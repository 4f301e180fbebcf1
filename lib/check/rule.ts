import type { Finding } from './problem.ts'
import type { Site } from './site.ts'

/**
 * What an editor wrote, as a rule's docs show it and its tests plant it in a
 * copy of the frozen test site (tests/unit/check/rules.test.ts).
 */
export interface Example {
  /** The text as the editor wrote it. */
  text: string
  /** Where it goes: a page or data file of the frozen site (default: content/o-nas.mdx), or a new file. */
  file?: string
  /** The text of that file that `text` replaces; without it, `text` is added at the end of the file (or makes the new file). */
  replaces?: string
  /** For a not-ok example, the line of `text` the rule reports (1: its first line). */
  line?: number
  /**
   * For a not-ok example whose problem stands in another file (a category taken
   * off the FAQ page leaves its questions in faq.yaml unshown): that file, and
   * the text of the line reported, its first line holding it.
   */
  reportedIn?: { file: string; line: string }
  /**
   * For a not-ok example the rule fixes itself (Rule.fixesItself): `text` as
   * `npm run check -- --popraw` leaves it. The rules' test applies the rule's
   * edits and expects exactly this, and a file the check accepts; a not-ok
   * example without it must get no edit, so no fix goes untested.
   */
  fixed?: string
}

/**
 * One rule of the content check: a unit with a stable id, a default level,
 * its documentation (docs/edycja/sprawdzenie.md is generated from it) and the
 * examples that are its tests. It only reads the site the loaders built.
 */
export interface Rule {
  /** Stable and readable, in Polish without diacritics: reklama, cena-wpisana-recznie. Messages end with it: […] [reklama]. */
  id: string
  /** Its level unless content/sprawdzenie.yaml says otherwise: an error stops publishing, a warning does not. */
  severity: 'error' | 'warning'
  /**
   * A rule that guards code and addresses (what content could run or where it
   * could send a visitor): no excuse (a `sprawdzenie: pomiń …` comment) and no
   * setting in content/sprawdzenie.yaml silences or lowers it, and one that
   * tries is itself an error. Content can never run code, even when the check
   * is told to look away.
   */
  locked?: true
  /** What it finds, one short sentence in Polish. */
  description: string
  /** Why it matters to patients or to the clinic. */
  why: string
  /** How an editor fixes what it finds. */
  fix: string
  /**
   * What `npm run check -- --popraw` and the preview's „Popraw” button change
   * by themselves, in Polish, for the findings whose fix is certain (a finding's
   * `edit`); unset: the rule only advises.
   */
  fixesItself?: string
  examples: { ok: Example[]; notOk: Example[] }
  /**
   * Why the rule does not run in the browser editor's preview, which checks the
   * entry being edited against the site as built into /admin/ (it reads files
   * the preview does not have); unset: it runs there and agrees with npm run check.
   */
  notInPreview?: string
  /** Reported for a file only when no other rule found anything in it (the editor's layout of a file that is right). */
  onlyInCleanFiles?: boolean
  run(site: Site, today: string): Finding[]
}

/** A rule that reports what the loaders found while reading the site (lib/check/load/), under its id. */
export const readFindings = (site: Site, id: string): Finding[] => [...(site.readFindings.get(id) ?? [])]
