/** Resizes jsdom's window as a browser would be resized: new width, then a resize event. */
export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, writable: true, configurable: true });
  window.dispatchEvent(new Event('resize'));
}
