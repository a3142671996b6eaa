// @arco-design/color (the palette rule Arco's own theme uses) ships no declarations.
declare module '@arco-design/color' {
  interface GenerateOptions {
    /** 1–10, the shade to return when `list` is not set (default 6, the colour itself). */
    index?: number;
    dark?: boolean;
    list?: boolean;
    format?: 'hex' | 'rgb' | 'hsl';
  }
  export function generate(color: string, options: GenerateOptions & { list: true }): string[];
  export function generate(color: string, options?: GenerateOptions): string;
  /** '#165DFF' → '22,93,255', the form Arco's `rgb(var(--primary-6))` expects. */
  export function getRgbStr(color: string): string;
}
