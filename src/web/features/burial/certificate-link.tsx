import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** "Download cover certificate": the PDF as on today, straight from the server (a plain download link). */
export function CertificateLink({ href, label }: { href: string; label?: string }) {
  return (
    <Button asChild variant="outline" size="sm" className="h-auto min-h-8 whitespace-normal">
      <a href={href} download aria-label={label}>
        <Download aria-hidden />
        Download cover certificate
      </a>
    </Button>
  );
}
