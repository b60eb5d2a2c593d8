// jsdom ships no types and @types/jsdom is not a dependency: the little of it the login prerender
// and its tests use (a page with a URL, storage set before its inline scripts run).
declare module 'jsdom' {
  export interface ConstructorOptions {
    url?: string;
    runScripts?: 'dangerously' | 'outside-only';
    /** Gives the page requestAnimationFrame, as a browser has. */
    pretendToBeVisual?: boolean;
    beforeParse?: (window: Window) => void;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
