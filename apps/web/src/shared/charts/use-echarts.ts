// One echarts instance on a container of the caller's, for the console's line charts (a namespace's
// traffic, the trends): echarts is loaded on first use (its own chunk), sized with the container,
// and disposed with the component. The caller sets its options once the state is 'ready'.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EChartsType } from './echarts-setup.ts';

export type ChartState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; message: string };

export function useEcharts(): {
  container: RefObject<HTMLDivElement | null>;
  chart: RefObject<EChartsType | undefined>;
  state: ChartState;
} {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | undefined>(undefined);
  const [state, setState] = useState<ChartState>({ kind: 'loading' });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    const resize = () => chart.current?.resize();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resize);
    import('./echarts-setup.ts')
      .then(({ echarts }) => {
        if (cancelled) return;
        chart.current = echarts.init(element, undefined, { renderer: 'svg' });
        observer?.observe(element);
        setState({ kind: 'ready' });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ kind: 'failed', message: error instanceof Error ? error.message : '' });
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = undefined;
    };
  }, []);

  return { container, chart, state };
}
