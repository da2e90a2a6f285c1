// Colours of the calendar's cards.
/** `hex` mixed with white: `amount` 0 is white, 1 the colour itself. Other texts are returned unchanged. */
export function tint(hex: string, amount: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return hex;
  const value = Number.parseInt(match[1]!, 16);
  const channel = (shift: number) => Math.round(255 - (255 - ((value >> shift) & 0xff)) * amount);
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}
