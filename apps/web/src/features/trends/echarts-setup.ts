// Loaded only when a trends chart is shown (dynamic import), like the namespaces' traffic chart:
// echarts' modular core with the line chart, SVG-rendered.
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { echarts };
export type EChartsType = ReturnType<typeof echarts.init>;
