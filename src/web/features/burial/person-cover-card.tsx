import type { ReactNode } from 'react';
import { formatLongDate } from '../../../shared/book-months';
import type { TCoverStatusKind } from '../../../shared/burial/cover-status';
import {
  describeCover,
  describeIncreases,
  RELATIONSHIP_LABELS,
  STATUS_LABELS,
} from '../../../shared/burial/cover-text';
import type { TPersonCover } from '../../../shared/contracts/burial';
import { Money } from '../../components/money';
import { Badge, type TBadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

const STATUS_VARIANTS: Record<TCoverStatusKind, TBadgeProps['variant']> = {
  covered: 'default',
  waiting: 'secondary',
  reinstated: 'secondary',
  in_arrears: 'accent',
  lapsed: 'destructive',
  deceased: 'outline',
};

export function CoverStatusBadge({ status }: { status: TCoverStatusKind }) {
  return (
    <Badge variant={STATUS_VARIANTS[status]} data-testid="cover-status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** One person on a policy: who, their cover amount, status and what it means (stacks at 375 px). */
export function PersonCoverCard({
  person,
  caption,
  onRemove,
  isRemoving = false,
  action,
  onToggleStudying,
  isSaving = false,
}: {
  person: TPersonCover;
  /** A line above the person (the register names the policy). */
  caption?: string;
  onRemove?: (() => void) | undefined;
  isRemoving?: boolean;
  /** A control beside the cover amount (the register's certificate download). */
  action?: ReactNode;
  /** Children: mark as studying or not (the card shows the button only when given). */
  onToggleStudying?: (() => void) | undefined;
  isSaving?: boolean;
}) {
  return (
    <li className="grid gap-2 rounded-lg border p-4" data-testid="covered-person">
      {caption && <p className="text-xs text-muted-foreground">{caption}</p>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{person.fullName}</p>
          <p className="text-sm text-muted-foreground">
            {RELATIONSHIP_LABELS[person.relationship]}
            {person.dateOfBirth ? ` · born ${formatLongDate(person.dateOfBirth)}` : ''}
            {person.documentEnding ? ` · document ending ${person.documentEnding}` : ''}
            {person.relationship === 'child' && person.isStudent ? ' · studying' : ''}
          </p>
        </div>
        <CoverStatusBadge status={person.status} />
      </div>
      <p className="text-sm">{describeCover(person)}</p>
      {describeIncreases(person).map((line) => (
        <p key={line} className="text-sm text-muted-foreground">
          {line}
        </p>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          Cover <Money cents={person.coverCents} />
        </span>
        <span className="flex flex-wrap gap-2">
          {action}
          {onToggleStudying && person.relationship === 'child' && (
            <Button variant="outline" size="sm" onClick={onToggleStudying} disabled={isSaving}>
              {person.isStudent ? 'No longer studying' : 'Mark as studying'}
            </Button>
          )}
          {onRemove && (
            <Button variant="outline" size="sm" onClick={onRemove} disabled={isRemoving}>
              Remove
            </Button>
          )}
        </span>
      </div>
    </li>
  );
}
