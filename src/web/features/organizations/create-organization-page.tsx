import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type TOrganizationDetails, ZOrganizationDetails } from '../../../shared/contracts/organizations';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { toastFirstError } from '../../lib/first-error';
import { selectOrganization } from '../../lib/selected-organization';
import { toastError, toastSuccess } from '../../lib/toasts';
import { DETAILS_FIELD_ORDER, OrganizationDetailsFields } from './organization-details-fields';
import { useCreateOrganization } from './organizations.mutations';

/** /dashboard/organizations/create: the creator becomes admin and the new organization is selected. */
export function CreateOrganizationPage() {
  const navigate = useNavigate();
  const createOrganization = useCreateOrganization();
  const [hasAcceptedTerms, setHasAcceptedTerms] = useState(false);
  const form = useForm({
    resolver: zodResolver(ZOrganizationDetails),
    defaultValues: { name: '', description: '', organizationType: 'general', email: '', phone: '' },
  });

  function create(values: TOrganizationDetails) {
    if (!hasAcceptedTerms) {
      toast.error('Terms Required', { description: 'Please accept the terms and conditions to continue.' });
      return;
    }
    createOrganization.mutate(values, {
      onSuccess: (organization) => {
        selectOrganization(organization.id);
        toastSuccess('Organization Created', `${organization.name} has been successfully created!`);
        void navigate('/dashboard');
      },
      onError: (error) =>
        toastError(error, 'Failed to create organization. Please try again.', { title: 'Error' }),
    });
  }

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/dashboard/organizations">
            <ArrowLeft aria-hidden />
            Back to Organizations
          </Link>
        </Button>
      </div>
      <PageHeader
        title="Create Organization"
        description="Set up your group. You will be its admin and decide who joins."
      />
      <Card>
        <CardContent className="pt-6">
          <form
            noValidate
            aria-label="Create organization"
            className="grid gap-5"
            onSubmit={form.handleSubmit(create, (errors) => toastFirstError(errors, DETAILS_FIELD_ORDER))}
          >
            <OrganizationDetailsFields form={form} idPrefix="create-organization" />
            <div className="flex items-start gap-3 text-sm">
              <Checkbox
                id="accept-terms"
                className="mt-0.5"
                checked={hasAcceptedTerms}
                onChange={(event) => setHasAcceptedTerms(event.target.checked)}
              />
              <div className="grid gap-1">
                <label htmlFor="accept-terms">
                  I accept the terms and conditions and confirm that I may set up this organization on its
                  members' behalf.
                </label>
                <Link
                  to="/terms"
                  target="_blank"
                  rel="noreferrer"
                  className="w-fit font-medium text-primary underline-offset-4 hover:underline"
                >
                  Read the terms and conditions
                </Link>
              </div>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button asChild variant="outline">
                <Link to="/dashboard/organizations">Cancel</Link>
              </Button>
              <Button type="submit" disabled={createOrganization.isPending}>
                {createOrganization.isPending && <Spinner />}
                Create Organization
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
