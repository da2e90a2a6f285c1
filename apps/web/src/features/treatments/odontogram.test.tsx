import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { chartMarks } from './chart-marks.ts';
import { Odontogram } from './odontogram.tsx';
import { useChartSelection } from './use-chart-selection.ts';

const MARKS = chartMarks([
  { kind: 'diagnosis', teeth: ['36'], surfaces: ['D'] },
  { kind: 'treatment', teeth: ['36'], surfaces: ['O'] },
  { kind: 'treatment', teeth: ['11'], surfaces: [] },
]);

function Chart() {
  const selection = useChartSelection();
  const [picked, setPicked] = useState('');
  return (
    <>
      <Odontogram
        dentition="permanent"
        toothNames={new Map()}
        marks={MARKS}
        selectedTeeth={selection.teeth}
        pickedSurfaces={selection.surfaces}
        activeTooth={selection.activeTooth}
        onToggleTooth={selection.toggleTooth}
        onSurface={(code, surface) => {
          selection.pickSurface(code, surface);
          setPicked(`${code}${surface}`);
        }}
        onActivate={selection.activate}
      />
      <output>{picked}</output>
    </>
  );
}

const tooth = (code: string) => document.querySelector<HTMLButtonElement>(`[data-tooth="${code}"]`)!;

describe('the odontogram', () => {
  it('has one tab stop, moves with the arrow keys, selects with a click and picks surfaces by letter', async () => {
    renderRoutes([{ path: '/', Component: Chart }], '/');
    expect(await screen.findAllByRole('button')).toHaveLength(32);
    expect(tooth('18').tabIndex).toBe(0);
    expect(tooth('36').tabIndex).toBe(-1);

    fireEvent.click(tooth('36'));
    expect(tooth('36').getAttribute('aria-pressed')).toBe('true');
    expect(tooth('36').tabIndex).toBe(0);
    fireEvent.keyDown(tooth('36'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(tooth('26'));
    fireEvent.keyDown(tooth('26'), { key: 'ArrowDown' });
    fireEvent.keyDown(tooth('36'), { key: 'm' });
    expect(screen.getByRole('status').textContent).toBe('36M');
    // A letter that is no surface of a molar does nothing.
    fireEvent.keyDown(tooth('36'), { key: 'i' });
    expect(screen.getByRole('status').textContent).toBe('36M');
  });

  it('colours conditions, work done and whole-tooth marks', async () => {
    renderRoutes([{ path: '/', Component: Chart }], '/');
    await screen.findAllByRole('button');
    expect(tooth('36').querySelector('[data-surface="D"]')!.getAttribute('class')).toContain('is-condition');
    expect(tooth('36').querySelector('[data-surface="O"]')!.getAttribute('class')).toContain('is-done');
    expect(tooth('11').querySelector('rect')!.getAttribute('class')).toContain('is-done');
  });
});
