import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core from npm, injected into the page under test: no network, no browser download.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * The serious and critical violations axe finds on the page (or inside `selector`), against the
 * WCAG 2.x A and AA rules the issue aims at.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (context) => {
    type Axe = {
      run: (
        context: unknown,
        options: unknown,
      ) => Promise<{
        violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
      }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(context ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, selector ?? null);
}
