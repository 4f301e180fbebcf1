/**
 * The bullets Word pastes in front of a list's lines, which Markdown reads as text (the lines run together into
 * one paragraph): the usual round and square ones, the middle dot, and the characters of Word's Symbol and
 * Wingdings fonts that a paste keeps as private-use code points (U+F0B7 is Symbol's round bullet, U+F0A7
 * Wingdings' square, U+F0D8 its arrow, U+F076 its diamond, U+F0FC its tick). The rule punktory replaces each
 * with '- '; the fonts rule (znaki) leaves such a bullet to it, so the editor gets the fix, not only a warning.
 */
export const wordBullets = /^\s*([•◦▪●■➢►·\uF0B7\uF0A7\uF0D8\uF076\uF0FC\uF0A8])\s/

/** Word's second-level bullet: a small 'o' in Courier New, followed by a tab. */
export const wordSecondLevel = /^\s*(o)\t/

/**
 * A bullet as a message names it: a private-use one shows as an empty box, so it is said in words, after 'od'
 * ('zaczyna się od znaku punktora z Worda') or as the subject of a fix ('znak punktora z Worda zamieniony na …').
 */
export const shownBullet = (bullet: string, as: 'od' | 'subject' = 'od'): string =>
  /[\uF000-\uF0FF]/.test(bullet) ? (as === 'od' ? 'znaku punktora z Worda' : 'znak punktora z Worda') : `„${bullet}”`
