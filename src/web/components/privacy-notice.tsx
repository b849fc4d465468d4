import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** Tells a member that a money list shows only their own records. */
export function PrivacyNotice({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border bg-accent/40 p-3 text-sm">
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>
        <strong className="font-semibold">Privacy notice:</strong> {children}
      </span>
    </p>
  );
}
