import type { ReactNode } from 'react';
import { Card } from './ui/card';

/** A page's one notice in place of its content: whom the page is for, or why it has nothing to show here. */
export function PageNotice({ children }: { children: ReactNode }) {
  return <Card className="p-8 text-center text-muted-foreground">{children}</Card>;
}
