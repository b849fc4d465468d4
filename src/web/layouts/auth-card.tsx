import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { PublicLayout } from './public-layout';

/** The centred card of the small account pages (forgot and reset password, unsubscribe). */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <PublicLayout>
      <title>{`${title} · Masakhane`}</title>
      <div className="flex justify-center px-4 pt-8 pb-16 sm:pt-14">
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">{children}</CardContent>
        </Card>
      </div>
    </PublicLayout>
  );
}
