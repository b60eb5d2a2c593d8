// Loaded only when a chart is shown (dynamic import), so echarts never weighs on the first
// download. The modular core with just the parts the console's line charts use keeps this chunk small.
// SVG rather than canvas: a small chart of four lines is cheaper as SVG and stays sharp when zoomed.
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { echarts };
export type EChartsType = ReturnType<typeof echarts.init>;
