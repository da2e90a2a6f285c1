import type { KeyboardEvent } from 'react';
import type { Mark, ToothMarks } from './chart-marks.ts';
import { surfaceLayout } from './tooth-layout.ts';

type Props = {
  code: string;
  label: string;
  isLower: boolean;
  marks: ToothMarks | undefined;
  isSelected: boolean;
  isActive: boolean;
  /** The surfaces picked for the next line, drawn on the selected teeth. */
  pickedSurfaces: ReadonlySet<string>;
  tabIndex: 0 | -1;
  onToggle: () => void;
  onSurface: (surface: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
};

// Five faces of a 40 × 40 square: a centre and four trapezoids round it.
const FACES = {
  top: '0,0 40,0 28,12 12,12',
  bottom: '12,28 28,28 40,40 0,40',
  left: '0,0 12,12 12,28 0,40',
  right: '40,0 40,40 28,28 28,12',
  centre: '12,12 28,12 28,28 12,28',
} as const;

function faceClass(mark: Mark | undefined, isPicked: boolean): string {
  if (isPicked) return 'yim-face is-picked';
  return mark ? `yim-face is-${mark}` : 'yim-face';
}

/**
 * One tooth: a toggle button (Enter or Space selects it, the arrow keys move between teeth) with
 * its faces drawn inside; a click on a face picks that surface. The faces are not focusable, so
 * the keyboard picks surfaces by their letter or with the surface buttons below the chart.
 */
export function ToothCell({
  code,
  label,
  isLower,
  marks,
  isSelected,
  isActive,
  pickedSurfaces,
  tabIndex,
  onToggle,
  onSurface,
  onKeyDown,
  buttonRef,
}: Props) {
  const layout = surfaceLayout(code);
  return (
    <button
      type="button"
      ref={buttonRef}
      className={`yim-tooth${isLower ? ' is-lower' : ''}${isActive ? ' is-active' : ''}`}
      aria-pressed={isSelected}
      aria-label={label}
      data-tooth={code}
      tabIndex={tabIndex}
      onClick={onToggle}
      onKeyDown={onKeyDown}
    >
      <span aria-hidden="true">{code}</span>
      <svg viewBox="-2 -2 44 44" aria-hidden="true" focusable="false">
        {(Object.keys(FACES) as (keyof typeof FACES)[]).map((face) => {
          const surface = layout[face];
          return (
            <polygon
              key={face}
              points={FACES[face]}
              data-surface={surface}
              className={faceClass(marks?.surfaces[surface], isSelected && pickedSurfaces.has(surface))}
              onClick={(event) => {
                event.stopPropagation();
                onSurface(surface);
              }}
            />
          );
        })}
        <rect
          x="0"
          y="0"
          width="40"
          height="40"
          fill="none"
          pointerEvents="none"
          className={marks?.whole ? `yim-outline is-${marks.whole}` : 'yim-outline'}
        />
      </svg>
    </button>
  );
}
