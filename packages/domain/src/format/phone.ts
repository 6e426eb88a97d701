/**
 * Formats a phone number for display (spec §5): optional two-digit area code, four or five digits,
 * a hyphen, four digits, as in `(11) 98765-4321` or `3456-7890`. Only strings of eight or more
 * characters are touched, and a number that fits none of the layouts is returned as it came.
 */
export function formatPhone(value: string): string {
  if (value.length < 8) return value;
  const match = /^(\d{2})?(\d{4,5})(\d{4})$/.exec(value.replace(/\D/g, ''));
  if (!match) return value;
  const [, area, first, last] = match;
  return `${area ? `(${area}) ` : ''}${first}-${last}`;
}
