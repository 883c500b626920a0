/**
 * /dr/{id}: a direct report's page (spec §2 'Direct report page'): name heading, email and role.
 */
import { Link, useParams } from 'react-router-dom';
import { displayName } from '../../../../shared/domain/person-name';
import { PageHeader } from '../../components/page-header';
import { PersonAvatar } from '../../components/person-avatar';
import { Card } from '../../components/ui/card';
import { FullPageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useDirectReports } from '../people/api/use-direct-reports';

export function DirectReportPage() {
  const { id } = useParams();
  const directReports = useDirectReports();
  if (directReports.isPending) return <FullPageSpinner />;
  const person = directReports.data?.find((candidate) => candidate.id === id);
  if (!person) {
    return (
      <Card className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-lg font-semibold">Team member not found</h1>
        <p className="mt-1 text-sm text-muted-foreground">They may have been removed.</p>
        <Link to={paths.dashboard} className="mt-4 inline-block text-primary hover:underline">
          Back to dashboard
        </Link>
      </Card>
    );
  }
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex items-start gap-4">
        <PersonAvatar person={person} size="lg" decorative />
        <PageHeader
          title={displayName(person)}
          subtitle={[person.email, person.role].filter(Boolean).join(' · ')}
        />
      </div>
    </div>
  );
}
