/**
 * The add/edit dialogs of the shell (docs/product.md#app-shell: add-direct-report and add-boss
 * modals), opened from anywhere by the `openDirectReportModal` and `openBossModal` browser events
 * (docs/product.md#states-and-transitions). The people lists are read only while a dialog is open
 * to edit someone.
 */
import { lazy, Suspense, useState } from 'react';
import { useAppEvent } from '@/lib/app-events';
import { useBosses } from '@/features/people/api/use-bosses';
import { useDirectReports } from '@/features/people/api/use-direct-reports';
import { BOSS_DIALOG, DIRECT_REPORT_DIALOG } from './person-dialog-config';

/** Loaded on the first open: its form and validation are no part of the pages' first load. */
const PersonDialog = lazy(() =>
  import('./person-dialog').then(({ PersonDialog }) => ({ default: PersonDialog })),
);

interface DialogState {
  open: boolean;
  id?: string | undefined;
}

export function PeopleDialogs() {
  const [directReportDialog, setDirectReportDialog] = useState<DialogState>({ open: false });
  const [bossDialog, setBossDialog] = useState<DialogState>({ open: false });
  // Mounted from the first open on (so a dialog closes with its animation), never before.
  const [used, setUsed] = useState(false);
  const directReports = useDirectReports({
    enabled: directReportDialog.open && Boolean(directReportDialog.id),
  });
  const bosses = useBosses({ enabled: bossDialog.open && Boolean(bossDialog.id) });

  useAppEvent('openDirectReportModal', (detail) => {
    setUsed(true);
    setDirectReportDialog({ open: true, id: detail?.directReportId });
  });
  useAppEvent('openBossModal', (detail) => {
    setUsed(true);
    setBossDialog({ open: true, id: detail?.bossId });
  });

  const dialogs = [
    {
      config: DIRECT_REPORT_DIALOG,
      state: directReportDialog,
      setState: setDirectReportDialog,
      people: directReports.data,
    },
    { config: BOSS_DIALOG, state: bossDialog, setState: setBossDialog, people: bosses.data },
  ];
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      {dialogs.map(({ config, state, setState, people }) => {
        const person = state.id ? people?.find(({ id }) => id === state.id) : undefined;
        return (
          <PersonDialog
            key={config.titles.add}
            config={config}
            open={state.open && (!state.id || Boolean(person))}
            onOpenChange={(open) => setState((current) => ({ ...current, open }))}
            person={person}
          />
        );
      })}
    </Suspense>
  );
}
