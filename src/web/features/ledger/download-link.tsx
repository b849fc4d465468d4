import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** Builds an API path with its query string, leaving out empty values. */
export function buildPath(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

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
