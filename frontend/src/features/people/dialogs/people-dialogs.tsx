/**
 * The add/edit dialogs of the shell (spec §2 'App shell': add-direct-report and add-boss modals),
 * opened from anywhere by the `openDirectReportModal` and `openBossModal` browser events (spec §4).
 * The people lists are read only while a dialog is open to edit someone.
 */
import { useState } from 'react';
import { useAppEvent } from '@/lib/app-events';
import { useBosses } from '@/features/people/api/use-bosses';
import { useDirectReports } from '@/features/people/api/use-direct-reports';
import { BossDialog } from './boss-dialog';
import { DirectReportDialog } from './direct-report-dialog';

export function PeopleDialogs() {
  const [directReportDialog, setDirectReportDialog] = useState<{
    open: boolean;
    id?: string | undefined;
  }>({ open: false });
  const [bossDialog, setBossDialog] = useState<{ open: boolean; id?: string | undefined }>({
    open: false,
  });
  const directReports = useDirectReports({
    enabled: directReportDialog.open && Boolean(directReportDialog.id),
  });
  const bosses = useBosses({ enabled: bossDialog.open && Boolean(bossDialog.id) });

  useAppEvent('openDirectReportModal', (detail) =>
    setDirectReportDialog({ open: true, id: detail?.directReportId }),
  );
  useAppEvent('openBossModal', (detail) => setBossDialog({ open: true, id: detail?.bossId }));

  const directReport = directReportDialog.id
    ? directReports.data?.find((person) => person.id === directReportDialog.id)
    : undefined;
  const boss = bossDialog.id
    ? bosses.data?.find((person) => person.id === bossDialog.id)
    : undefined;

  return (
    <>
      <DirectReportDialog
        open={directReportDialog.open && (!directReportDialog.id || Boolean(directReport))}
        onOpenChange={(open) => setDirectReportDialog((current) => ({ ...current, open }))}
        directReport={directReport}
      />
      <BossDialog
        open={bossDialog.open && (!bossDialog.id || Boolean(boss))}
        onOpenChange={(open) => setBossDialog((current) => ({ ...current, open }))}
        boss={boss}
      />
    </>
  );
}
