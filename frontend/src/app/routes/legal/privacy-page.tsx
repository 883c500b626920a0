/** /privacy: the privacy policy (docs/product.md#what-middle-does 'Legal texts'). */
import { ContactPlaceholder, LegalLayout } from './legal-layout';
import { useFeatureFlags } from '@/features/feature-flags';
import { useAuth } from '@/lib/auth/auth-context';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/**
 * Who processes texts sent to an AI model: named when the deployment has one configured (read
 * from `GET /api/feature-flags`, so only known once signed in).
 */
function AiProcessing() {
  const { status } = useAuth();
  const { data } = useFeatureFlags({ enabled: status === 'signed-in' });
  const processor = data?.ai.provider === 'openai' ? data.ai.processor : null;
  return (
    <>
      <h2>AI assistance</h2>
      <p>
        Suggestions such as prep prompts and ‘Help me say it’ are worked out by the product itself.
        {processor ? (
          <>
            {' '}
            When ‘Use AI assistance’ is on in your preferences, the text you ask about is sent to
            our AI processor, <strong data-testid="ai-processor">{processor}</strong>, as data only:
            names and email addresses are replaced by placeholders before it leaves us, and it is
            sent with the processor’s storage turned off. Turn the switch off to keep everything
            within the product.
          </>
        ) : (
          <> No AI processor receives your notes unless one is named here.</>
        )}
      </p>
    </>
  );
}

export function PrivacyPage() {
  useDocumentTitle(pageTitle('Privacy policy'));
  return (
    <LegalLayout title="Privacy Policy">
      <p>
        This policy explains what information the product collects when you use it to prepare for
        and reflect on your 1:1 meetings, and how we handle it.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          Account data: your name, email address and sign-in details from our authentication
          provider.
        </li>
        <li>
          Onboarding data: your role, team size, goals, challenges, stressors and coaching style.
        </li>
        <li>
          Team-member data: the names, emails, roles and 1:1 schedules of the people you choose to
          add.
        </li>
        <li>Notes data: your prep agendas, reflections and private notes.</li>
        <li>
          Integration data: access to the calendar and chat tools you connect, used to detect 1:1s
          and send nudges.
        </li>
        <li>Usage data: how you use the product, so we can improve it.</li>
      </ul>
      <AiProcessing />
      <h2>How we protect it</h2>
      <p>
        Your notes are private to you. The people you write about are never notified or invited.
        Integration tokens are encrypted. We do not sell your data.
      </p>
      <h2>Your choices</h2>
      <p>
        You can disconnect integrations at any time from your profile, and edit or remove the people
        and notes you have added.
      </p>
      <h2>Children</h2>
      <p>
        The product is not intended for children under 16, and we do not knowingly collect their
        data.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about this policy: <ContactPlaceholder />.
      </p>
    </LegalLayout>
  );
}
