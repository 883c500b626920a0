/**
 * Synthesizes the Coach app in memory for infra tests that vary the CDK context: the context of
 * cdk.json plus `extraContext`, function bundling skipped (bundle-size.test.ts bundles), an empty
 * frontend build (so the upload handler exists), cdk-nag registered as in `cdk synth`.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { createCoachApp } from '../lib/coach-app';
import type { CoachStack } from '../lib/coach-stack';
import { REPO_ROOT } from '../lib/route-function';

/** The `context` of cdk.json. */
export const cdkContext = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;

/** The stack and its template; throws what the app throws for bad context. */
export function synthApp(extraContext: Record<string, unknown>): {
  stack: CoachStack;
  template: Template;
} {
  const { stack } = createCoachApp({
    frontendDist: mkdtempSync(path.join(os.tmpdir(), 'coach-empty-dist-')),
    appProps: {
      outdir: mkdtempSync(path.join(os.tmpdir(), 'coach-cdk-out-')),
      context: { ...cdkContext, 'aws:cdk:bundling-stacks': [], ...extraContext },
    },
  });
  return { stack, template: Template.fromStack(stack) };
}
