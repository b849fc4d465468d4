import { useState } from 'react';
import type { TDocument } from '../../../shared/contracts/burial';
import { DateField } from '../../components/money-form/date-field';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';

export type TDocumentKind = TDocument['kind'];
export type TDocumentState = { kind: TDocumentKind; number: string; dateOfBirth: string };
export const EMPTY_DOCUMENT: TDocumentState = { kind: 'sa_id', number: '', dateOfBirth: '' };

/** What the API takes: an ID number alone (it gives the date of birth), or a document with a date of birth. */
export function toDocumentInput(state: TDocumentState) {
  return state.kind === 'sa_id'
    ? { kind: state.kind, number: state.number }
    : { kind: state.kind, number: state.number, dateOfBirth: state.dateOfBirth };
}

export function useDocumentState() {
  const [document, setDocument] = useState<TDocumentState>(EMPTY_DOCUMENT);
  return [document, setDocument] as const;
}

/** A person's identity: a South African ID number, or a passport or other document with a date of birth. */
export function DocumentFields({
  idPrefix,
  value,
  onChange,
}: {
  /** Keeps the ids unique when two forms are on one page. */
  idPrefix: string;
  value: TDocumentState;
  onChange: (value: TDocumentState) => void;
}) {
  const set = (patch: Partial<TDocumentState>) => onChange({ ...value, ...patch });
  return (
    <>
      <FormField htmlFor={`${idPrefix}-document-kind`} label="Document">
        <NativeSelect
          id={`${idPrefix}-document-kind`}
          value={value.kind}
          onChange={(event) => set({ kind: event.target.value as TDocumentKind })}
        >
          <option value="sa_id">South African ID</option>
          <option value="passport">Passport</option>
          <option value="other">Other document</option>
        </NativeSelect>
      </FormField>
      <FormField
        htmlFor={`${idPrefix}-document-number`}
        label={value.kind === 'sa_id' ? 'ID number' : 'Document number'}
      >
        <Input
          id={`${idPrefix}-document-number`}
          inputMode={value.kind === 'sa_id' ? 'numeric' : 'text'}
          autoComplete="off"
          value={value.number}
          onChange={(event) => set({ number: event.target.value })}
        />
      </FormField>
      {value.kind !== 'sa_id' && (
        <DateField
          id={`${idPrefix}-dob`}
          label="Date of birth"
          max={null}
          value={value.dateOfBirth}
          onChange={(event) => set({ dateOfBirth: event.target.value })}
        />
      )}
    </>
  );
}
