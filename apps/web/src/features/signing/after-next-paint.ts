/**
 * Runs `then` once the next frame has been drawn (two animation frames: the first comes before its
 * paint), with the time it runs: when the signer can see what the state holds now.
 */
export function afterNextPaint(then: (paintedAt: number) => void): void {
  requestAnimationFrame(() => requestAnimationFrame(() => then(performance.now())));
}
