/**
 * CDK entry point (`cdk.json` "app"): builds the Coach app with cdk-nag (infra/lib/coach-app.ts).
 * Clerk settings come from context (cdk.json or `-c clerkIssuer=...`); no AWS lookups, so
 * `npm run synth` works offline. Without frontend/dist the upload is skipped with a note.
 */
import { createCoachApp } from '../lib/coach-app';

const { stack } = createCoachApp();
if (!stack.web.deploysFrontend) {
  process.stderr.write(
    'Note: frontend/dist not found, the stack will not upload the frontend (run `npm run build:frontend` first to include it).\n',
  );
}
