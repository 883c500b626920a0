/**
 * /manage-up, 'Work with {boss first name}' (spec §2 'Manage-up page'). With no manager it prompts
 * to connect a calendar or add the manager by hand.
 */
import { Pencil, TrendingUp, UserPlus } from 'lucide-react';
import { ConnectCalendarButton } from '../../components/connect-calendar-button';
import { PageHeader } from '../../components/page-header';
import { PersonAvatar } from '../../components/person-avatar';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FullPageSpinner } from '../../components/ui/spinner';
import { appEvents } from '../../lib/app-events';
import { useBosses } from '../people/api/use-bosses';

export function ManageUpPage() {
  const bosses = useBosses();
  if (bosses.isPending) return <FullPageSpinner />;
  const boss = bosses.data?.[0];
  if (!boss) {
    return (
      <div className="mx-auto max-w-5xl">
        <PageHeader
          title="Manage up"
          subtitle="Make the most of your 1:1s with your own manager."
        />
        <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft">
            <TrendingUp className="size-6 text-primary" aria-hidden />
          </span>
          <div>
            <h2 className="text-lg font-semibold">Add your manager</h2>
            <p className="mt-1 max-w-md text-sm text-muted-foreground">
              Connect Google Calendar to find your 1:1 with your manager, or add your manager
              manually. Your manager won&apos;t be notified or invited.
            </p>
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <ConnectCalendarButton />
            <Button variant="outline" onClick={() => appEvents.emit('openBossModal')}>
              <UserPlus /> Add manager manually
            </Button>
          </div>
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={`Work with ${boss.firstName}`}
        subtitle={[boss.role, boss.email].filter(Boolean).join(' · ')}
        actions={
          <Button variant="outline" onClick={() => appEvents.emit('openBossModal')}>
            <Pencil /> Edit
          </Button>
        }
      />
      <Card className="p-5">
        <div className="flex items-center gap-3">
          <PersonAvatar person={boss} decorative />
          <h2 className="font-semibold">Their priorities</h2>
        </div>
        {boss.priorities.length ? (
          <ul className="mt-3 grid list-disc gap-1 pl-6 text-sm">
            {boss.priorities.map((priority) => (
              <li key={priority}>{priority}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-muted-foreground">
            No priorities yet. Use Edit to add what matters to them.
          </p>
        )}
      </Card>
    </div>
  );
}
