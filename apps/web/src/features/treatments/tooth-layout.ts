// Where each tooth and surface sits on the odontogram. FDI two-digit codes: the first digit is the
// quadrant (1–4 permanent, 5–8 primary, clockwise from the patient's upper right), the second the
// position from the midline. The chart is drawn as the dentist faces the patient: the patient's
// right (quadrants 1, 4, 5, 8) on the screen's left.

export type Dentition = 'permanent' | 'primary';

/** The two arches of one dentition, each read left to right on screen. */
export function archRows(dentition: Dentition): [upper: string[], lower: string[]] {
  const [ur, ul, ll, lr, count] = dentition === 'permanent' ? [1, 2, 3, 4, 8] : [5, 6, 7, 8, 5];
  const outward = (quadrant: number) => Array.from({ length: count }, (_, i) => `${quadrant}${count - i}`);
  const inward = (quadrant: number) => Array.from({ length: count }, (_, i) => `${quadrant}${i + 1}`);
  return [
    [...outward(ur), ...inward(ul)],
    [...outward(lr), ...inward(ll)],
  ];
}

export function dentitionOf(code: string): Dentition {
  return Number(code[0]) <= 4 ? 'permanent' : 'primary';
}

/** Incisors and canines have an incisal edge and a labial face; the others occlusal and buccal. */
export function isAnterior(code: string): boolean {
  return Number(code[1]) <= 3;
}

function isUpper(code: string): boolean {
  return [1, 2, 5, 6].includes(Number(code[0]));
}

function isOnScreenLeft(code: string): boolean {
  return [1, 4, 5, 8].includes(Number(code[0]));
}

/** The five faces of a tooth as drawn: outer edge (towards the lips), inner edge, the sides, the centre. */
export type SurfaceLayout = { top: string; bottom: string; left: string; right: string; centre: string };

export function surfaceLayout(code: string): SurfaceLayout {
  const facial = isAnterior(code) ? 'F' : 'B';
  const inner = isUpper(code) ? 'P' : 'L';
  // Mesial faces the midline: on the screen's left half that is the right-hand side.
  const [left, right] = isOnScreenLeft(code) ? ['D', 'M'] : ['M', 'D'];
  return {
    top: isUpper(code) ? facial : inner,
    bottom: isUpper(code) ? inner : facial,
    left,
    right,
    centre: isAnterior(code) ? 'I' : 'O',
  };
}

/** The five surface codes of a tooth in reading order: M, centre, D, facial, inner. */
export function surfacesOf(code: string): string[] {
  const layout = surfaceLayout(code);
  return ['M', layout.centre, 'D', isAnterior(code) ? 'F' : 'B', isUpper(code) ? 'P' : 'L'];
}

export type Direction = 'left' | 'right' | 'up' | 'down';

/** The tooth the arrow keys move to; the same tooth at an edge. */
export function neighbour(code: string, direction: Direction): string {
  const [upper, lower] = archRows(dentitionOf(code));
  const inUpper = upper.indexOf(code);
  const row = inUpper >= 0 ? upper : lower;
  const index = inUpper >= 0 ? inUpper : lower.indexOf(code);
  switch (direction) {
    case 'left':
      return row[Math.max(0, index - 1)] ?? code;
    case 'right':
      return row[Math.min(row.length - 1, index + 1)] ?? code;
    case 'up':
      return upper[index] ?? code;
    case 'down':
      return lower[index] ?? code;
  }
}
