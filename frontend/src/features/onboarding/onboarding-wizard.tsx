/**
 * The six-step onboarding wizard (docs/product.md#onboarding, #states-and-transitions 'Onboarding
 * wizard', #validation-rules, #error-catalogue): progress bar, Back/Next footer (hidden on step 5,
 * and on step 6 when the team review shows its own), local draft, and finishing with people,
 * profile and a welcome toast. Back from a failed calendar connection (`?connectionError=google`)
 * the draft is restored on step 5 with the error toast. Finishing, or leaving by the review's
 * Cancel, removes the draft from this device for good
 * (docs/product.md#private-drafts-on-this-device).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import {
  DEFAULT_COACHING_STYLE,
  ONBOARDING_CHALLENGES,
  ONBOARDING_GOALS,
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STRESSORS,
} from '@shared/domain/constants';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useConnectionErrorToast } from '@/features/integrations';
import { paths, safeReturnPath } from '@/config/paths';
import type { SessionUser } from '@/lib/auth/auth-context';
import {
  errorsOfUnchangedRows,
  newManualDraft,
  TEAM_SAVE_FAILED,
  type ExistingPerson,
  type PersonDraft,
  type RowSaveError,
} from '@/features/onboarding/team-review/person-draft';
import { TeamReviewPanel } from '@/features/onboarding/team-review/team-review-panel';
import { detectedDrafts } from '@/features/onboarding/team-review/person-draft';
import { useDetectedPeople } from '@/features/onboarding/team-review/use-detected-people';
import { useExistingPeople } from '@/features/onboarding/team-review/use-existing-people';
import { Spinner } from '@/components/ui/spinner';
import {
  clearOnboardingDraft,
  loadOnboardingDraft,
  saveOnboardingDraft,
  type OnboardingAnswers,
  type OnboardingDraft,
} from './onboarding-draft';
import { AboutYouStep } from '@/features/onboarding/steps/about-you-step';
import { ChoiceStep } from '@/features/onboarding/steps/choice-step';
import { TeamSourceStep } from '@/features/onboarding/steps/team-source-step';
import { useFinishOnboarding } from './use-finish-onboarding';

const STEP_TITLES: Record<number, { title: string; subtitle: string }> = {
  1: { title: 'About you', subtitle: 'A few basics so your coaching fits you.' },
  2: { title: 'What are your goals?', subtitle: 'Pick as many as you like.' },
  3: { title: 'What challenges do you face?', subtitle: 'Pick as many as you like.' },
  4: { title: 'What are your top stressors?', subtitle: 'Pick as many as you like.' },
  5: { title: 'Bring in your team', subtitle: 'Connect your calendar or add your team by hand.' },
  6: { title: "You're all set", subtitle: 'Your private space for better 1:1s is ready.' },
};

/** Step 6's team review: by hand, or the people the calendar found. */
const MANUAL_REVIEW_HEADING = {
  title: 'Add your team',
  description:
    'Add the people you have 1:1s with, and your own manager, with when you usually meet.',
};
const CALENDAR_REVIEW_HEADING = {
  title: 'Review your team',
  description:
    'The people you have 1:1s with in your calendar. Check their names and who is your manager.',
};

function initialDraft(user: SessionUser | null): OnboardingDraft {
  return {
    version: 1,
    step: 1,
    mode: 'none',
    answers: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      role: '',
      teamSize: null,
      coachingStyle: DEFAULT_COACHING_STYLE,
      goals: [],
      challenges: [],
      topStressors: [],
    },
    people: [],
  };
}

export function OnboardingWizard({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const connected = searchParams.get('connected');
  const returnPath = safeReturnPath(searchParams.get('return'));
  const [draft, setDraft] = useState<OnboardingDraft>(() => {
    const saved = loadOnboardingDraft(user.id) ?? initialDraft(user);
    return connected === 'google'
      ? { ...saved, step: ONBOARDING_STEP_COUNT, mode: 'calendar' }
      : saved;
  });
  const { finish, pending } = useFinishOnboarding();
  const [rowErrors, setRowErrors] = useState<Record<string, RowSaveError>>({});
  const { step, mode, answers, people } = draft;
  /** Set once the wizard is finished or cancelled: its draft is gone and is not written again. */
  const left = useRef(false);
  const leave = () => {
    left.current = true;
    clearOnboardingDraft(user.id);
  };

  useEffect(() => {
    if (!left.current) saveOnboardingDraft(user.id, draft);
  }, [user.id, draft]);

  // Calendar mode: sync the calendar (forced right after connecting), then add the people it found.
  const existing = useExistingPeople();
  const detected = useDetectedPeople({
    enabled: mode === 'calendar',
    force: connected === 'google',
  });
  const [detectedMerged, setDetectedMerged] = useState(false);
  if (mode === 'calendar' && !detectedMerged && detected.data && !existing.isPending) {
    setDetectedMerged(true);
    setDraft((current) => ({
      ...current,
      people: [
        ...current.people,
        ...detectedDrafts(detected.data, existing.people, current.people),
      ],
    }));
  }
  const detecting =
    mode === 'calendar' && !detectedMerged && (detected.isPending || existing.isPending);
  useConnectionErrorToast();

  useEffect(() => {
    if (connected === 'google') toast.success('Google Calendar connected');
    if (connected === 'slack')
      toast.success('Slack connected', { description: 'You can adjust Slack in Profile anytime' });
  }, [connected]);

  const update = (patch: Partial<OnboardingDraft>) =>
    setDraft((current) => ({ ...current, ...patch }));
  const updateAnswers = (patch: Partial<OnboardingAnswers>) =>
    setDraft((current) => ({ ...current, answers: { ...current.answers, ...patch } }));
  const goTo = (next: number) => {
    update({ step: Math.max(1, Math.min(ONBOARDING_STEP_COUNT, next)) });
    window.scrollTo({ top: 0 });
  };

  const complete = async (existing: ExistingPerson[] = []) => {
    const result = await finish(answers, people, existing);
    update({ people: result.rows });
    setRowErrors(result.rowErrors);
    if (result.failed === 'people') {
      toast.error('Setup Error', { description: TEAM_SAVE_FAILED });
      return;
    }
    if (result.failed === 'profile') {
      toast.error('Setup Error', {
        description: 'There was an issue saving your profile. Please try again.',
      });
      return;
    }
    leave();
    toast.success(`Welcome, ${answers.firstName.trim()}!`, {
      description: "You're all set. Let's make your next 1:1 count.",
    });
    navigate(returnPath ?? paths.dashboard, { replace: true });
  };

  const nextDisabled = step === 1 && !answers.firstName.trim();
  const teamReviewShown = step === ONBOARDING_STEP_COUNT && mode !== 'none';
  const footerHidden = step === 5 || teamReviewShown;
  const heading = useMemo(() => {
    if (step === ONBOARDING_STEP_COUNT && mode === 'manual') {
      return { title: 'Add your team', subtitle: 'You can always add or change people later.' };
    }
    return STEP_TITLES[step]!;
  }, [step, mode]);

  return (
    <div className="min-h-screen bg-muted/40">
      <header className="mx-auto flex max-w-4xl items-center justify-between px-6 py-5">
        <Logo />
        <span className="text-sm text-muted-foreground">
          Step {step} of {ONBOARDING_STEP_COUNT}
        </span>
      </header>
      <main className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
        <ProgressBar
          value={(step / ONBOARDING_STEP_COUNT) * 100}
          label={`Onboarding progress, step ${step} of ${ONBOARDING_STEP_COUNT}`}
        />
        <div className="mt-6 rounded-xl border bg-card p-5 shadow-xs sm:p-8">
          {teamReviewShown ? null : (
            <div className="mb-6">
              <h1 className="text-2xl font-semibold tracking-tight">{heading.title}</h1>
              <p className="mt-1 text-muted-foreground">{heading.subtitle}</p>
            </div>
          )}

          {step === 1 ? <AboutYouStep answers={answers} onChange={updateAnswers} /> : null}
          {step === 2 ? (
            <ChoiceStep
              label="Goals"
              options={ONBOARDING_GOALS}
              selected={answers.goals}
              onChange={(goals) => updateAnswers({ goals })}
            />
          ) : null}
          {step === 3 ? (
            <ChoiceStep
              label="Challenges"
              options={ONBOARDING_CHALLENGES}
              selected={answers.challenges}
              onChange={(challenges) => updateAnswers({ challenges })}
            />
          ) : null}
          {step === 4 ? (
            <ChoiceStep
              label="Top stressors"
              options={ONBOARDING_STRESSORS}
              selected={answers.topStressors}
              onChange={(topStressors) => updateAnswers({ topStressors })}
            />
          ) : null}
          {step === 5 ? (
            <TeamSourceStep
              onConnectCalendar={() => saveOnboardingDraft(user.id, draft)}
              onAddManually={() =>
                update({
                  mode: 'manual',
                  step: 6,
                  people: people.length ? people : [newManualDraft()],
                })
              }
              onSkip={() => update({ mode: 'none', step: 6 })}
              onBack={() => goTo(4)}
            />
          ) : null}
          {teamReviewShown && detecting ? (
            <div className="flex min-h-48 items-center justify-center">
              <Spinner label="Getting to know your team..." />
            </div>
          ) : null}
          {teamReviewShown && !detecting ? (
            <TeamReviewPanel
              {...(mode === 'calendar' ? CALENDAR_REVIEW_HEADING : MANUAL_REVIEW_HEADING)}
              rows={people}
              onRowsChange={(rows: PersonDraft[]) => {
                setRowErrors((errors) => errorsOfUnchangedRows(errors, people, rows));
                update({ people: rows });
              }}
              rowErrors={rowErrors}
              backLabel={returnPath ? 'Cancel' : 'Back'}
              onBack={() => {
                if (!returnPath) return update({ step: 5, mode: 'none' });
                leave();
                navigate(returnPath);
              }}
              onComplete={(existing) => void complete(existing)}
              completing={pending}
            />
          ) : null}
          {step === ONBOARDING_STEP_COUNT && mode === 'none' ? (
            <p className="text-muted-foreground">
              You can add your direct reports and your manager any time from the dashboard.
              Everything you write stays private: the people you write about are never notified or
              invited.
            </p>
          ) : null}

          {footerHidden ? null : (
            <div className="mt-8 flex items-center justify-between border-t pt-5">
              {step > 1 ? (
                <Button
                  variant="ghost"
                  onClick={() => goTo(step === ONBOARDING_STEP_COUNT ? 5 : step - 1)}
                  disabled={pending}
                >
                  Back
                </Button>
              ) : (
                <span />
              )}
              {step < 5 ? (
                <Button onClick={() => goTo(step + 1)} disabled={nextDisabled}>
                  Next
                </Button>
              ) : (
                <Button onClick={() => void complete()} disabled={pending}>
                  {pending ? 'Completing...' : 'Go to Dashboard'}
                </Button>
              )}
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
