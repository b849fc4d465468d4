import { Clock, Mail, MapPin, Phone, Send } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SUPPORT_CONTACT } from './help-content';

/** How to reach the Masakhane team. */
export function HelpSupport() {
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-muted-foreground">We answer every message within 24 hours.</p>
      <div className="grid gap-4 md:grid-cols-3">
        <Card className="p-5">
          <Mail className="size-5 text-primary" aria-hidden />
          <h2 className="mt-3 font-semibold">Email</h2>
          <a
            href={`mailto:${SUPPORT_CONTACT.email}`}
            className="mt-1 block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {SUPPORT_CONTACT.email}
          </a>
        </Card>
        <Card className="p-5">
          <Phone className="size-5 text-primary" aria-hidden />
          <h2 className="mt-3 font-semibold">{SUPPORT_CONTACT.phones.length > 0 ? 'Phone' : 'Hours'}</h2>
          {SUPPORT_CONTACT.phones.length > 0 && (
            <ul className="mt-1 grid gap-0.5">
              {SUPPORT_CONTACT.phones.map((phone) => (
                <li key={phone.href}>
                  <a
                    href={phone.href}
                    className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {phone.number}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground">
            <Clock className="size-3.5" aria-hidden />
            {SUPPORT_CONTACT.hours}
          </p>
        </Card>
        <Card className="p-5">
          <MapPin className="size-5 text-primary" aria-hidden />
          <h2 className="mt-3 font-semibold">Office</h2>
          <p className="mt-1 text-sm text-muted-foreground">{SUPPORT_CONTACT.location}</p>
        </Card>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/dashboard/submit-request">
            <Send aria-hidden />
            Submit a Request
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/contact">Contact page</Link>
        </Button>
      </div>
    </div>
  );
}
