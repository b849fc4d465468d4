/**
 * Every text style (font, size, weight) the dashboard pages show on arrival, one character each, laid out but
 * never seen or read. The first text of a style costs the browser a font look-up: on Chromium for Linux a
 * synchronous call to the browser process each, 1 to 8 ms, about 30 ms for a page's dozen styles. In the
 * pre-rendered frame these look-ups happen in the first paint, while the page's code is still arriving,
 * instead of in the long task that renders the page's data
 * (docs/decisions/0046-the-frame-looks-up-the-pages-fonts.md). e2e/frame-type-samples.spec.ts fails when a
 * page shows a style that is not here.
 */
export const TYPE_SAMPLES = [
  'text-[0.65rem] font-medium',
  'text-xs',
  'text-xs font-medium',
  'text-xs font-semibold',
  'text-sm',
  'text-sm font-medium',
  'text-sm font-semibold',
  'text-base',
  'text-base font-medium',
  'text-base font-semibold',
  'text-lg font-semibold',
  'text-2xl font-bold',
  'text-3xl font-bold',
  'font-mono text-[0.7rem] font-medium',
  'font-mono text-sm font-semibold',
] as const;

export function TypeSamples() {
  return (
    <div
      aria-hidden
      data-type-samples
      className="invisible absolute size-0 overflow-hidden whitespace-nowrap"
    >
      {TYPE_SAMPLES.map((style) => (
        <span key={style} className={style}>
          R0
        </span>
      ))}
    </div>
  );
}
