import { useState } from 'react';

export type ChartSelection = {
  teeth: ReadonlySet<string>;
  surfaces: ReadonlySet<string>;
  activeTooth: string | null;
  toggleTooth: (code: string) => void;
  pickSurface: (code: string, surface: string) => void;
  activate: (code: string) => void;
  clear: () => void;
};

function toggled(set: ReadonlySet<string>, value: string): Set<string> {
  const next = new Set(set);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
}

/**
 * The teeth and surfaces the next line goes on. Picking a surface selects its tooth too, so a
 * click on 36's mesial face is enough for "36 M"; the surfaces apply to every selected tooth.
 */
export function useChartSelection(): ChartSelection {
  const [teeth, setTeeth] = useState<ReadonlySet<string>>(new Set());
  const [surfaces, setSurfaces] = useState<ReadonlySet<string>>(new Set());
  const [activeTooth, setActiveTooth] = useState<string | null>(null);
  return {
    teeth,
    surfaces,
    activeTooth,
    toggleTooth: (code) => {
      const next = toggled(teeth, code);
      setTeeth(next);
      if (next.size === 0) setSurfaces(new Set());
    },
    pickSurface: (code, surface) => {
      setActiveTooth(code);
      if (!teeth.has(code)) {
        setTeeth(new Set([...teeth, code]));
        setSurfaces(new Set([...surfaces, surface]));
        return;
      }
      setSurfaces(toggled(surfaces, surface));
    },
    activate: setActiveTooth,
    clear: () => {
      setTeeth(new Set());
      setSurfaces(new Set());
    },
  };
}
