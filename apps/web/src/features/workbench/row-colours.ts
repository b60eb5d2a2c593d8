// The row colours' classes (workbench-view.module.css): each a border colour with a light and a dark
// shade (global.css --beacon-row-*), for the left border of a coloured row and its rule's label.
import type { RowColour } from '@beacon/contracts';
import styles from './workbench-view.module.css';

const CLASSES: Record<RowColour, string | undefined> = {
  red: styles.red,
  orange: styles.orange,
  green: styles.green,
  blue: styles.blue,
  purple: styles.purple,
};

export const colourClass = (colour: RowColour): string => CLASSES[colour] ?? '';
