import { describe, expect, it } from 'vitest';
import { walk } from '../../test/static-imports.ts';

// Issue 22: the charts' libraries (recharts, Mantine's charts, d3: about 140 KB gzipped) load where a chart is drawn,
// after the dashboard's header and counts, never with them.
const CHARTS = /^(recharts|@mantine\/charts|d3-.*)$/;

describe("the dashboard's and the agent report's first load", () => {
  it('imports no chart library statically: the charts come in their own chunk', () => {
    const { seen, offenders } = walk(
      ['features/dashboard/dashboard-screen.tsx', 'features/staff/components/agent-report-drawer.tsx'],
      CHARTS,
    );
    expect(seen.size).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });

  it('sees the charts where they are drawn (the check reaches them when they are imported)', () => {
    expect(walk(['features/dashboard/components/dashboard-charts.tsx'], CHARTS).offenders).not.toEqual([]);
  });
});
