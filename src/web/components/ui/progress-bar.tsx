/** A labelled bar for work running in the background (a report being built, a statement imported). */
export function ProgressBar({ label, name, value }: { label: string; name: string; value: number }) {
  return (
    <span className="grid min-w-32 gap-1">
      <span className="text-xs text-muted-foreground">{label}</span>
      <span
        role="progressbar"
        aria-label={`${name}: ${label}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <span
          className="block h-full bg-primary transition-all"
          style={{ width: `${Math.max(value, 3)}%` }}
        />
      </span>
    </span>
  );
}
