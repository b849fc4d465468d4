import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { DeleteAccountDialog } from './delete-account-dialog';

/** POPIA: a copy of everything about you, and deleting the account. */
export function YourDataCard() {
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Your data</h2>
        <CardDescription>
          A copy of your profile, memberships, contributions, loans, repayments and statements in every group,
          as JSON and CSV files in one ZIP.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" asChild>
          <a href="/api/v1/me/data" download>
            <Download aria-hidden />
            Download my data
          </a>
        </Button>
        <Button variant="destructive" onClick={() => setIsDeleteOpen(true)}>
          <Trash2 aria-hidden />
          Delete my account
        </Button>
      </CardContent>
      <DeleteAccountDialog isOpen={isDeleteOpen} onClose={() => setIsDeleteOpen(false)} />
    </Card>
  );
}
