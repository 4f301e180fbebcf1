/**
 * Check digits of Polish registry numbers, so that a typo in the identity file
 * fails the build instead of being published.
 */

const digitsOf = (value: string) => value.split('').map(Number)

/** NIP (tax number): 10 digits, the last a weighted sum mod 11 of the first nine. */
export function isValidNip(value: string): boolean {
  const plain = value.replace(/[-\s]/g, '')
  if (!/^\d{10}$/.test(plain)) return false
  const digits = digitsOf(plain)
  const sum = [6, 5, 7, 2, 3, 4, 5, 6, 7].reduce((total, weight, index) => total + weight * digits[index]!, 0)
  const check = sum % 11
  return check !== 10 && check === digits[9]
}

/** REGON (statistical number): 9 or 14 digits, weighted sum mod 11 (10 counts as 0). */
export function isValidRegon(value: string): boolean {
  const plain = value.replace(/\s/g, '')
  const weights = plain.length === 9 ? [8, 9, 2, 3, 4, 5, 6, 7] : plain.length === 14 ? [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] : null
  if (!weights || !/^\d+$/.test(plain)) return false
  if (plain.length === 14 && !isValidRegon(plain.slice(0, 9))) return false
  const digits = digitsOf(plain)
  const check = (weights.reduce((total, weight, index) => total + weight * digits[index]!, 0) % 11) % 10
  return check === digits[weights.length]
}

/** KRS (court register number): 10 digits; it has no check digit. */
export function isValidKrs(value: string): boolean {
  return /^\d{10}$/.test(value.replace(/\s/g, ''))
}

/**
 * A Polish bank account (NRB, 26 digits, spaces allowed): its two check digits
 * make the IBAN "PL" + number equal 1 mod 97.
 */
export function isValidBankAccount(value: string): boolean {
  const plain = value.replace(/^PL/, '').replace(/\s/g, '')
  if (!/^\d{26}$/.test(plain)) return false
  // Move "PL" and the check digits to the end, letters as numbers (P = 25, L = 21).
  const rearranged = `${plain.slice(2)}2521${plain.slice(0, 2)}`
  let remainder = 0
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97
  return remainder === 1
}
