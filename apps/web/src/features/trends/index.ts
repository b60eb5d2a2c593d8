// Backlog and rate trends (issue 33 item 5, decision 0093): the panel the topic, subscription and
// overview pages show.
export { TrendsPanel } from './trends-panel.tsx';
