import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ZAddDependant } from '../../../shared/contracts/burial';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toastError } from '../../lib/toasts';
import { Checkbox, NativeSelect } from '../organizations/form-controls';
import { useAddDependant } from './burial.mutations';
import { DocumentFields, EMPTY_DOCUMENT, toDocumentInput, useDocumentState } from './document-fields';

const RELATIONSHIPS = [
  ['spouse', 'Spouse'],
  ['child', 'Child'],
  ['parent', 'Parent'],
  ['extended', 'Extended family'],
] as const;

/** Adds a person to the member's policy: a South African ID number, or a passport or other document. */
export function AddDependantForm({ organizationId }: { organizationId: string }) {
  const add = useAddDependant(organizationId);
  const [fullName, setFullName] = useState('');
  const [relationship, setRelationship] = useState<(typeof RELATIONSHIPS)[number][0]>('spouse');
  const [document, setDocument] = useDocumentState();
  const [isStudent, setIsStudent] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAddDependant.safeParse({
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
        toast.success(`${parsed.data.fullName} is on your policy`);
        setFullName('');
        setDocument(EMPTY_DOCUMENT);
        setIsStudent(false);
      },
      onError: (error) => toastError(error, 'Could not add the dependant'),
    });
  };

  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} aria-label="Add a dependant">
      <FormField htmlFor="dependant-name" label="Full name">
        <Input id="dependant-name" value={fullName} onChange={(event) => setFullName(event.target.value)} />
      </FormField>
      <FormField htmlFor="dependant-relationship" label="Relationship">
        <NativeSelect
          id="dependant-relationship"
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
      <DocumentFields idPrefix="dependant" value={document} onChange={setDocument} />
      {relationship === 'child' && (
        <label htmlFor="dependant-student" className="flex items-center gap-2 text-sm sm:col-span-2">
          <Checkbox
            id="dependant-student"
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
