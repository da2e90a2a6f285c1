import { describe, expect, it } from 'vitest';
import { archRows, neighbour, surfaceLayout, surfacesOf } from './tooth-layout.ts';

describe('the odontogram layout', () => {
  it('draws 32 permanent and 20 primary teeth as the dentist faces the patient', () => {
    const [upper, lower] = archRows('permanent');
    expect(upper.slice(0, 3)).toEqual(['18', '17', '16']);
    expect(upper.slice(7, 9)).toEqual(['11', '21']);
    expect(lower.at(-1)).toBe('38');
    expect(lower[13]).toBe('36');
    const [pu, pl] = archRows('primary');
    expect([pu.length, pl.length]).toEqual([10, 10]);
    expect(pu[0]).toBe('55');
    expect(pl.at(-1)).toBe('75');
  });

  it('puts the mesial face towards the midline and the facial face outwards', () => {
    // 36: lower left first molar, on the screen's right half.
    expect(surfaceLayout('36')).toEqual({ top: 'L', bottom: 'B', left: 'M', right: 'D', centre: 'O' });
    // 11: upper right central incisor, on the screen's left half.
    expect(surfaceLayout('11')).toEqual({ top: 'F', bottom: 'P', left: 'D', right: 'M', centre: 'I' });
    expect(surfacesOf('36')).toEqual(['M', 'O', 'D', 'B', 'L']);
    expect(surfacesOf('53')).toEqual(['M', 'I', 'D', 'F', 'P']);
  });

  it('moves with the arrow keys within an arch and between arches, stopping at the edges', () => {
    expect(neighbour('36', 'right')).toBe('37');
    expect(neighbour('36', 'left')).toBe('35');
    expect(neighbour('36', 'up')).toBe('26');
    expect(neighbour('26', 'down')).toBe('36');
    expect(neighbour('18', 'left')).toBe('18');
    expect(neighbour('38', 'down')).toBe('38');
    expect(neighbour('85', 'up')).toBe('55');
  });
});
