/**
 * Spec §5 number short form: values of 1000 and above are shown in thousands ("k"), capped at 9999k.
 * Returns the number to print and whether a "k" follows, so each locale formats the digits itself.
 */
export const SHORT_NUMBER_CAP = 9999;

export function shortNumber(value: number): { value: number; unit: '' | 'k'; capped: boolean } {
  if (!Number.isFinite(value) || value < 0) return { value: 0, unit: '', capped: false };
  const whole = Math.floor(value);
  if (whole < 1000) return { value: whole, unit: '', capped: false };
  // One decimal, rounded down so 1999 reads 1.9k, never an inflated 2k.
  const thousands = Math.floor(whole / 100) / 10;
  if (thousands >= SHORT_NUMBER_CAP) return { value: SHORT_NUMBER_CAP, unit: 'k', capped: whole >= (SHORT_NUMBER_CAP + 0.1) * 1000 };
  return { value: thousands, unit: 'k', capped: false };
}
