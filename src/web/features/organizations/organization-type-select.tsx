import type { ComponentProps } from 'react';
import { ORGANIZATION_TYPE_LABELS, ORGANIZATION_TYPES } from '../../../shared/organization-types';
import { NativeSelect } from '../../components/ui/native-select';

/** The eight organization types (DESIGN decision 6). */
export function OrganizationTypeSelect(props: ComponentProps<typeof NativeSelect>) {
  return (
    <NativeSelect {...props}>
      {ORGANIZATION_TYPES.map((type) => (
        <option key={type} value={type}>
          {ORGANIZATION_TYPE_LABELS[type]}
        </option>
      ))}
    </NativeSelect>
  );
}
