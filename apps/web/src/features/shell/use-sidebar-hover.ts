import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec access §4 and §9: the sidebar's timings. */
export const HOVER_EXPAND_MS = 500;
export const LEAVE_COLLAPSE_MS = 800;
export const LABELS_DELAY_MS = 300;
export const LABELS_DELAY_MOBILE_MS = 150;

export type SidebarHover = {
  /** Wide now: pinned open, or open for a while because the pointer rests on it. */
  isExpanded: boolean;
  /** The labels show once the sidebar has grown (they would wrap while it widens). */
  areLabelsShown: boolean;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
};

type Timer = ReturnType<typeof setTimeout>;

/**
 * A collapsed sidebar opens for a while when the pointer rests on it for 500 ms and closes again
 * 800 ms after it leaves; labels appear 300 ms (150 ms on mobile) after the sidebar is wide.
 */
export function useSidebarHover({ isCollapsed, isMobile }: { isCollapsed: boolean; isMobile: boolean }): SidebarHover {
  const [isHoverOpen, setHoverOpen] = useState(false);
  const [wasCollapsed, setWasCollapsed] = useState(isCollapsed);
  const enterTimer = useRef<Timer | null>(null);
  const leaveTimer = useRef<Timer | null>(null);

  // Pinning or unpinning ends a hover expansion (adjusted while rendering, not in an effect).
  if (wasCollapsed !== isCollapsed) {
    setWasCollapsed(isCollapsed);
    setHoverOpen(false);
  }
  const isExpanded = !isCollapsed || isHoverOpen;

  // Labels hide at once when the width changes and show after a delay once it is wide.
  const [wasExpanded, setWasExpanded] = useState(isExpanded);
  const [areLabelsShown, setLabelsShown] = useState(isExpanded);
  if (wasExpanded !== isExpanded) {
    setWasExpanded(isExpanded);
    setLabelsShown(false);
  }
  useEffect(() => {
    if (!isExpanded || areLabelsShown) return undefined;
    const timer = setTimeout(() => setLabelsShown(true), isMobile ? LABELS_DELAY_MOBILE_MS : LABELS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isExpanded, areLabelsShown, isMobile]);

  const clear = (timer: { current: Timer | null }) => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  useEffect(() => {
    clear(enterTimer);
    clear(leaveTimer);
  }, [isCollapsed]);

  useEffect(
    () => () => {
      clear(enterTimer);
      clear(leaveTimer);
    },
    [],
  );

  const onMouseEnter = useCallback(() => {
    clear(leaveTimer);
    if (!isCollapsed || isMobile || enterTimer.current !== null) return;
    enterTimer.current = setTimeout(() => {
      enterTimer.current = null;
      setHoverOpen(true);
    }, HOVER_EXPAND_MS);
  }, [isCollapsed, isMobile]);

  const onMouseLeave = useCallback(() => {
    clear(enterTimer);
    if (!isCollapsed) return;
    clear(leaveTimer);
    leaveTimer.current = setTimeout(() => {
      leaveTimer.current = null;
      setHoverOpen(false);
    }, LEAVE_COLLAPSE_MS);
  }, [isCollapsed]);

  return { isExpanded, areLabelsShown: isExpanded && areLabelsShown, onMouseEnter, onMouseLeave };
}
