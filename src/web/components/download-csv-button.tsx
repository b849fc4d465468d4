import { Download } from 'lucide-react';
import { Button } from './ui/button';

/** A CSV download from one of our export endpoints; the session cookie goes with the request. */
export function DownloadCsvButton({ href, label = 'Export' }: { href: string; label?: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} download>
        <Download aria-hidden />
        {label}
      </a>
    </Button>
  );
}
