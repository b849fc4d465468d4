import { CircleCheck, CircleDashed, CircleX, Clock, type LucideIcon, Settings2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  SUBMISSION_PRIORITY_LABELS,
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_TYPE_LABELS,
  type TSubmission,
  type TSubmissionPriority,
  type TSubmissionStatus,
} from '../../../shared/contracts/submissions';
import { formatDate } from '../../../shared/format';
import { Badge, type TBadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { SubmissionManageForm } from './submission-manage-form';

const STATUS_ICONS = {
  pending: { icon: Clock, className: 'text-muted-foreground' },
  in_progress: { icon: CircleDashed, className: 'text-primary' },
  resolved: { icon: CircleCheck, className: 'text-emerald-600 dark:text-emerald-400' },
  rejected: { icon: CircleX, className: 'text-destructive' },
} as const satisfies Record<TSubmissionStatus, { icon: LucideIcon; className: string }>;

/** Spec part 2, section 2: high is destructive, medium default, low secondary. */
const PRIORITY_BADGES = {
  high: 'destructive',
  medium: 'default',
  low: 'secondary',
} as const satisfies Record<TSubmissionPriority, TBadgeProps['variant']>;

/** One submission: what it is, where it stands, who sent it; Manage opens inline editing for those who may. */
export function SubmissionCard({
  submission,
  isHighlighted = false,
}: {
  submission: TSubmission;
  /** The submission an e-mail link points at: picked out and scrolled into view. */
  isHighlighted?: boolean;
}) {
  const [isManaging, setIsManaging] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const status = STATUS_ICONS[submission.status];
  const StatusIcon = status.icon;
  const headingId = `submission-${submission.id}-title`;

  useEffect(() => {
    if (isHighlighted) cardRef.current?.scrollIntoView({ block: 'center' });
  }, [isHighlighted]);

  return (
    <Card
      ref={cardRef}
      role="article"
      aria-labelledby={headingId}
      data-submission-id={submission.id}
      className={cn('grid gap-3 p-4 sm:p-5', isHighlighted && 'ring-2 ring-primary')}
    >
      <div className="flex items-start gap-3">
        <StatusIcon className={cn('mt-0.5 size-5 shrink-0', status.className)} aria-hidden />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="min-w-0 font-semibold break-words">
              {submission.title}
            </h3>
            <Badge variant={PRIORITY_BADGES[submission.priority]}>
              {SUBMISSION_PRIORITY_LABELS[submission.priority]}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {SUBMISSION_TYPE_LABELS[submission.submissionType]}
            <span aria-hidden> · </span>
            <span className="sr-only">, status </span>
            <span className="font-medium text-foreground">{SUBMISSION_STATUS_LABELS[submission.status]}</span>
            <span aria-hidden> · </span>
            <span className="sr-only">, </span>
            To {submission.organizationName ?? 'Site Operations'}
          </p>
        </div>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{submission.description}</p>
      {submission.resolutionNotes && (
        <div className="rounded-md border-l-4 border-primary bg-muted/50 px-3 py-2 text-sm">
          <p className="font-medium">Resolution notes</p>
          <p className="break-words whitespace-pre-wrap text-muted-foreground">
            {submission.resolutionNotes}
          </p>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <p>
          Submitted by{' '}
          <span className="font-medium text-foreground">{submission.submittedBy.fullName ?? 'Unknown'}</span>
          <span aria-hidden> · </span>
          <span className="sr-only">, on </span>
          <time dateTime={submission.createdAt}>{formatDate(submission.createdAt)}</time>
        </p>
        {submission.canManage && !isManaging && (
          <Button variant="outline" size="sm" onClick={() => setIsManaging(true)}>
            <Settings2 aria-hidden />
            Manage
            <span className="sr-only"> {submission.title}</span>
          </Button>
        )}
      </div>
      {isManaging && <SubmissionManageForm submission={submission} onDone={() => setIsManaging(false)} />}
    </Card>
  );
}
