import { cn } from '../../lib/cn';

/** Longer than this, the text may be clamped, so it takes focus to show all of itself. */
const FOCUSABLE_FROM = 40;

const LINE_CLAMPS = { 1: 'line-clamp-1', 2: 'line-clamp-2', 3: 'line-clamp-3' } as const;

/**
 * Long free text in a table cell (notes, a purpose, an e-mail address): it wraps, anywhere if need be, so
 * it never widens its table, and shows at most `lines` lines. The full text is its tooltip on hover, and a
 * long one takes keyboard focus and unfolds while focused.
 */
export function ClampedText({
  text,
  lines = 2,
  className,
}: {
  text: string | null;
  lines?: keyof typeof LINE_CLAMPS;
  className?: string;
}) {
  if (text === null || text === '') return <span className={className}>—</span>;
  const isLong = text.length > FOCUSABLE_FROM;
  return (
    <span
      title={text}
      tabIndex={isLong ? 0 : undefined}
      className={cn(
        'block min-w-20 whitespace-normal wrap-anywhere',
        LINE_CLAMPS[lines],
        isLong && 'rounded-sm focus:line-clamp-none focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      {text}
    </span>
  );
}
