import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { apiFetch } from '../../lib/api';
import { useIsHydrated } from '../../lib/use-is-hydrated';

// The schema (zod) and the toasts load on first use, keeping them out of the page's first download.
const loadSchema = () => import('../../../shared/contracts/site');
const loadToasts = async () => {
  const [{ toast }, { getErrorMessage }] = await Promise.all([import('sonner'), import('../../lib/errors')]);
  return { toast, getErrorMessage };
};

function readField(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Get in Touch: name, e-mail, optional phone and message. The first validation message shows in a toast titled
 * Validation Error; a sent message clears the form (spec part 2, section 5). The server stores it and e-mails it
 * to the operator.
 */
export function ContactForm() {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isHydrated = useIsHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const [{ ZContactMessage }, { toast, getErrorMessage }] = await Promise.all([loadSchema(), loadToasts()]);
    const parsed = ZContactMessage.safeParse({
      name: readField(data, 'name'),
      email: readField(data, 'email'),
      phone: readField(data, 'phone'),
      message: readField(data, 'message'),
    });
    if (!parsed.success) {
      toast.error('Validation Error', { id: 'contact', description: parsed.error.issues[0]?.message });
      return;
    }
    setIsSubmitting(true);
    try {
      await apiFetch('/api/v1/site/contact', { method: 'POST', body: parsed.data });
      toast.success('Message Sent!', {
        id: 'contact',
        description: "Thank you for contacting us. We'll get back to you soon.",
      });
      form.reset();
    } catch (error) {
      toast.error('Error', { id: 'contact', description: getErrorMessage(error) });
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form noValidate method="post" aria-label="Contact us" className="grid gap-5" onSubmit={submit}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField htmlFor="contact-name" label="Full Name">
          <Input
            id="contact-name"
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            onFocus={() => void loadSchema()}
          />
        </FormField>
        <FormField htmlFor="contact-email" label="Email">
          <Input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={255}
          />
        </FormField>
      </div>
      <FormField htmlFor="contact-phone" label="Phone Number (optional)">
        <Input id="contact-phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={20} />
      </FormField>
      <FormField htmlFor="contact-message" label="Message">
        <Textarea
          className="min-h-32"
          id="contact-message"
          name="message"
          rows={5}
          required
          maxLength={2000}
        />
      </FormField>
      <Button
        type="submit"
        size="lg"
        className="sm:justify-self-start"
        disabled={isSubmitting || !isHydrated}
      >
        {isSubmitting ? <Spinner /> : <Send aria-hidden />}
        Send Message
      </Button>
    </form>
  );
}
