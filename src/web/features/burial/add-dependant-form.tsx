import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ZAddDependant } from '../../../shared/contracts/burial';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { toastError } from '../../lib/toasts';
import { useAddDependant } from './burial.mutations';
import { DocumentFields, EMPTY_DOCUMENT, toDocumentInput, useDocumentState } from './document-fields';

const RELATIONSHIPS = [
  ['spouse', 'Spouse'],
  ['child', 'Child'],
  ['parent', 'Parent'],
  ['extended', 'Extended family'],
] as const;

/**
 * Adds a person to a policy: a South African ID number, or a passport or other document. The member's own
 * policy, or (admins, on the Cover Register) the policy of the member named by `holder`.
 */
export function AddDependantForm({
  organizationId,
  holder,
}: {
  organizationId: string;
  holder?: { userId: string; name: string };
}) {
  const idPrefix = holder ? `dependant-${holder.userId.slice(0, 8)}` : 'dependant';
  const add = useAddDependant(organizationId);
  const [fullName, setFullName] = useState('');
  const [relationship, setRelationship] = useState<(typeof RELATIONSHIPS)[number][0]>('spouse');
  const [document, setDocument] = useDocumentState();
  const [isStudent, setIsStudent] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAddDependant.safeParse({
      ...(holder ? { userId: holder.userId } : {}),
      fullName,
      relationship,
      document: toDocumentInput(document),
      isStudent,
    });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Check the details');
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(
          holder
            ? `${parsed.data.fullName} is on the policy of ${holder.name}`
            : `${parsed.data.fullName} is on your policy`,
        );
        setFullName('');
        setDocument(EMPTY_DOCUMENT);
        setIsStudent(false);
      },
      onError: (error) => toastError(error, 'Could not add the dependant'),
    });
  };

  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={onSubmit}
      aria-label={holder ? `Add a dependant for ${holder.name}` : 'Add a dependant'}
    >
      <FormField htmlFor={`${idPrefix}-name`} label="Full name">
        <Input
          id={`${idPrefix}-name`}
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
      </FormField>
      <FormField htmlFor={`${idPrefix}-relationship`} label="Relationship">
        <NativeSelect
          id={`${idPrefix}-relationship`}
          value={relationship}
          onChange={(event) => setRelationship(event.target.value as typeof relationship)}
        >
          {RELATIONSHIPS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <DocumentFields idPrefix={idPrefix} value={document} onChange={setDocument} />
      {relationship === 'child' && (
        <label htmlFor={`${idPrefix}-student`} className="flex items-center gap-2 text-sm sm:col-span-2">
          <Checkbox
            id={`${idPrefix}-student`}
            checked={isStudent}
            onChange={(event) => setIsStudent(event.target.checked)}
          />
          Studying (covered to a higher age)
        </label>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add dependant'}
        </Button>
      </div>
    </form>
  );
}
