import { lazy } from 'react';

// recharts 3 draws the charts: about 126 KB gzip for a line and a bar chart (antd's charts
// package, about 524 KB), with keyboard and ARIA support on by default. It is this remote's
// alone (not shared) and loads only when a chart first shows, in its own chunk, after the
// report's figures (docs/performance.md#charts-in-the-reports-remote-only).
export const DailySalesChart = lazy(() => import('./daily-sales-chart'));
export const ProfitChart = lazy(() => import('./profit-chart'));
