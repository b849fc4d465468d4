import type { ComponentProps } from 'react';
import { Input } from '../../components/ui/input';

/** The e-mail box of the sign-in and sign-up forms. */
export function EmailInput(props: ComponentProps<typeof Input>) {
  return (
    <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.co.za" {...props} />
  );
}
