// No look-alikes (0/O, 1/l/I), so a password read aloud or from paper is typed right.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const ALL = UPPER + LOWER + DIGITS;

function pick(from: string, random: number): string {
  return from.charAt(random % from.length);
}

/**
 * A fresh temporary password that follows the new-password rules (an upper-case letter, a
 * lower-case letter and a digit; 10 characters), drawn from the browser's secure random source.
 * Its owner must change it at first sign-in (docs/product/staff.md#a-temporary-password).
 */
export function makeTemporaryPassword(): string {
  const random = crypto.getRandomValues(new Uint32Array(10));
  const [a = 0, b = 0, c = 0, ...rest] = random;
  const characters = [pick(UPPER, a), pick(LOWER, b), pick(DIGITS, c)];
  for (const value of rest) {
    // Each of the rest goes at a random place, so the three kinds are not always first.
    characters.splice(value % (characters.length + 1), 0, pick(ALL, value >>> 8));
  }
  return characters.join('');
}
