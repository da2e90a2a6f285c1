import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HOVER_EXPAND_MS,
  LABELS_DELAY_MOBILE_MS,
  LABELS_DELAY_MS,
  LEAVE_COLLAPSE_MS,
  useSidebarHover,
} from './use-sidebar-hover.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

function collapsedSidebar(isMobile = false) {
  return renderHook((props: { isCollapsed: boolean; isMobile: boolean }) => useSidebarHover(props), {
    initialProps: { isCollapsed: true, isMobile },
  });
}

describe('sidebar timings (spec access §4, §9)', () => {
  it('opens a collapsed sidebar 500 ms after the pointer rests on it, labels 300 ms later', () => {
    const { result } = collapsedSidebar();
    act(() => result.current.onMouseEnter());
    advance(HOVER_EXPAND_MS - 1);
    expect(result.current.isExpanded).toBe(false);
    advance(1);
    expect(result.current.isExpanded).toBe(true);
    expect(result.current.areLabelsShown).toBe(false);
    advance(LABELS_DELAY_MS - 1);
    expect(result.current.areLabelsShown).toBe(false);
    advance(1);
    expect(result.current.areLabelsShown).toBe(true);
  });

  it('does not open when the pointer passes by in less than 500 ms', () => {
    const { result } = collapsedSidebar();
    act(() => result.current.onMouseEnter());
    advance(HOVER_EXPAND_MS - 100);
    act(() => result.current.onMouseLeave());
    advance(HOVER_EXPAND_MS);
    expect(result.current.isExpanded).toBe(false);
  });

  it('closes 800 ms after the pointer leaves, and stays open if it comes back in time', () => {
    const { result } = collapsedSidebar();
    act(() => result.current.onMouseEnter());
    advance(HOVER_EXPAND_MS + LABELS_DELAY_MS);
    act(() => result.current.onMouseLeave());
    advance(LEAVE_COLLAPSE_MS - 1);
    expect(result.current.isExpanded).toBe(true);
    act(() => result.current.onMouseEnter());
    advance(LEAVE_COLLAPSE_MS * 2);
    expect(result.current.isExpanded).toBe(true);
    act(() => result.current.onMouseLeave());
    advance(LEAVE_COLLAPSE_MS);
    expect(result.current.isExpanded).toBe(false);
    expect(result.current.areLabelsShown).toBe(false);
  });

  it('shows the labels 150 ms after opening on mobile', () => {
    const { result, rerender } = collapsedSidebar(true);
    rerender({ isCollapsed: false, isMobile: true });
    expect(result.current.isExpanded).toBe(true);
    advance(LABELS_DELAY_MOBILE_MS - 1);
    expect(result.current.areLabelsShown).toBe(false);
    advance(1);
    expect(result.current.areLabelsShown).toBe(true);
  });

  it('never opens by hover when pinned open, and pinning ends a hover expansion', () => {
    const { result, rerender } = collapsedSidebar();
    act(() => result.current.onMouseEnter());
    advance(HOVER_EXPAND_MS);
    rerender({ isCollapsed: false, isMobile: false });
    rerender({ isCollapsed: true, isMobile: false });
    expect(result.current.isExpanded).toBe(false);
  });
});
