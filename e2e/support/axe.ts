import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
/** axe-core's own bundle, injected into the page as the package documents (`axe.source`). */
const AXE_SOURCE = (require('axe-core') as { source: string }).source;

interface AxeNode {
  target: string[];
  html: string;
  failureSummary?: string;
}

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * What the issue asks besides the serious and critical findings: one `main` and one `contentinfo` per document,
 * landmarks not nested, and headings in order (these rules are "moderate" in axe's scale).
 */
const ALSO_REQUIRED = new Set([
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-contentinfo',
  'landmark-main-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-unique',
  'heading-order',
  'page-has-heading-one',
]);

/** Runs axe-core on the page as it is now (WCAG 2.1 A and AA and axe's best practices). */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    const results = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: AxeViolation[] };
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html: html.slice(0, 200), failureSummary })),
    }));
  });
}

/** One line a finding, with its first few places: what a failing run prints. */
function describeViolations(violations: AxeViolation[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}, ${violation.nodes.length}): ${violation.help} — ` +
      violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | '),
  );
}

/** No serious or critical finding, nor any of the landmark and heading rules the issue names. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  const blocking = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical' || ALSO_REQUIRED.has(violation.id),
  );
  expect(describeViolations(blocking), `axe on ${where}`).toEqual([]);
}
