import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToothMarks } from './chart-marks.ts';
import { ToothCell } from './tooth-cell.tsx';
import { archRows, neighbour, surfacesOf, type Dentition, type Direction } from './tooth-layout.ts';
import './odontogram.css';

type Props = {
  dentition: Dentition;
  toothNames: ReadonlyMap<string, string>;
  marks: ReadonlyMap<string, ToothMarks>;
  selectedTeeth: ReadonlySet<string>;
  pickedSurfaces: ReadonlySet<string>;
  /** The tooth the keyboard is on and whose history shows; the first tooth of the arch when none. */
  activeTooth: string | null;
  onToggleTooth: (code: string) => void;
  onSurface: (code: string, surface: string) => void;
  onActivate: (code: string) => void;
};

const ARROWS: Partial<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * The dental chart (odontogram) of one dentition, as the dentist faces the patient. One tooth
 * takes the Tab stop (a roving tab index); the arrow keys move it, Enter or Space selects the
 * tooth, a surface letter (M, O, D, B, L, I, F, P) picks that surface of it.
 */
export function Odontogram(props: Props) {
  const { t } = useTranslation('treatments');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const rows = archRows(props.dentition);
  const inArch = props.activeTooth !== null && rows.some((row) => row.includes(props.activeTooth!));
  const tabStop = inArch ? props.activeTooth : rows[0][0];

  function onKeyDown(code: string, event: KeyboardEvent<HTMLButtonElement>) {
    const direction = ARROWS[event.key];
    if (direction) {
      event.preventDefault();
      const next = neighbour(code, direction);
      props.onActivate(next);
      buttons.current.get(next)?.focus();
      return;
    }
    const letter = event.key.toUpperCase();
    if (!event.ctrlKey && !event.metaKey && !event.altKey && surfacesOf(code).includes(letter)) {
      event.preventDefault();
      props.onSurface(code, letter);
    }
  }

  return (
    <div className="yim-odontogram" role="group" aria-label={t(`chart.${props.dentition}`)}>
      {rows.map((row, rowIndex) => (
        <div
          className="yim-arch"
          key={rowIndex}
          role="group"
          aria-label={t(rowIndex === 0 ? 'chart.upper' : 'chart.lower')}
        >
          {[row.slice(0, row.length / 2), row.slice(row.length / 2)].map((half, halfIndex) => (
            <div className="yim-arch-half" key={halfIndex}>
              {half.map((code) => (
                <ToothCell
                  key={code}
                  code={code}
                  label={t('chart.toothLabel', { code, name: props.toothNames.get(code) ?? '' })}
                  isLower={rowIndex === 1}
                  marks={props.marks.get(code)}
                  isSelected={props.selectedTeeth.has(code)}
                  isActive={props.activeTooth === code}
                  pickedSurfaces={props.pickedSurfaces}
                  tabIndex={code === tabStop ? 0 : -1}
                  onToggle={() => {
                    props.onActivate(code);
                    props.onToggleTooth(code);
                  }}
                  onSurface={(surface) => {
                    props.onActivate(code);
                    props.onSurface(code, surface);
                  }}
                  onKeyDown={(event) => onKeyDown(code, event)}
                  buttonRef={(element) => {
                    if (element) buttons.current.set(code, element);
                    else buttons.current.delete(code);
                  }}
                />
              ))}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
