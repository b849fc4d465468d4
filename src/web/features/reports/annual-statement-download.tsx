import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { getTodayIso } from '../../../shared/calendar';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { getAllStatementsPath, getOwnStatementPath } from './reports.queries';

const YEARS_OFFERED = 6;

/**
 * The annual statement of a year as a download: a member's own PDF (`scope` own), or every member's PDF in one
 * ZIP for admins (`scope` all).
 */
export function AnnualStatementDownload({
  organizationId,
  scope,
}: {
  organizationId: string;
  scope: 'own' | 'all';
}) {
  const thisYear = Number(getTodayIso().slice(0, 4));
  const [year, setYear] = useState(scope === 'all' ? thisYear - 1 : thisYear);
  const selectId = useId();
  const href =
    scope === 'own' ? getOwnStatementPath(organizationId, year) : getAllStatementsPath(organizationId, year);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FormField htmlFor={selectId} label="Statement year">
        <NativeSelect id={selectId} value={year} onChange={(event) => setYear(Number(event.target.value))}>
          {Array.from({ length: YEARS_OFFERED }, (_, index) => thisYear - index).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button asChild variant="outline" className="h-auto min-h-10 max-w-full shrink whitespace-normal">
        <a href={href} download>
          <Download aria-hidden />
          {scope === 'own' ? 'Download annual statement (PDF)' : "Download all members' statements (ZIP)"}
        </a>
      </Button>
    </div>
  );
}
