import { fireEvent } from '@testing-library/react';

/**
 * One finger put down on `target` at (x, y), to be moved (by pixels from where it started) and lifted. jsdom
 * scrolls nothing, so where the page is comes from `scrollWindowTo`.
 */
export function putFinger(target: Element, { x = 100, y = 200 }: { x?: number; y?: number } = {}) {
  fireEvent.touchStart(target, { touches: [{ clientX: x, clientY: y }] });
  return {
    move({ down, sideways = 0 }: { down: number; sideways?: number }) {
      fireEvent.touchMove(target, { touches: [{ clientX: x + sideways, clientY: y + down }] });
    },
    lift() {
      fireEvent.touchEnd(target, { touches: [] });
    },
  };
}

/** A finger put down, moved `down` (and `sideways`) in a few touchmoves, and lifted: a pull when `down` is positive. */
export function dragFinger(target: Element, { down, sideways = 0 }: { down: number; sideways?: number }): void {
  const finger = putFinger(target);
  for (const share of [0.25, 0.5, 1]) finger.move({ down: down * share, sideways: sideways * share });
  finger.lift();
}
