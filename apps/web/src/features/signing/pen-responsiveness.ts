/** Spec §9: a stroke answered within 10,000 ms of the pen touching the page counts as responsive. */
export const PEN_RESPONSIVE_MS = 10_000;

/**
 * Whether the page answered a stroke in time: from the moment the pen touched (the input event's
 * own time stamp, taken when the touch arrived, however long the page then kept it waiting) to the
 * frame that showed the stroke's first point. A page that answers later leaves the signer drawing
 * blind; what they drew then may be incomplete.
 */
export function isPenResponsive(touchedAt: number, answeredAt: number): boolean {
  return answeredAt - touchedAt < PEN_RESPONSIVE_MS;
}
