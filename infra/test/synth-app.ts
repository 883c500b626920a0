/**
 * Synthesizes the Coach app in memory with cdk.json's context plus `extraContext` (bundling
 * skipped, an empty frontend build so the upload handler exists), for infra tests that vary the context, and reads the template the way they need it:
 * each route's function (by its route tag), role and environment, and the Allow statements of a
 * role's policies.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { createCoachApp } from '../lib/coach-app';
import { JOB_TAG } from '../lib/jobs';
import { REPO_ROOT, ROUTE_TAG } from '../lib/route-function';

export type Resource = { Type: string; Properties?: Record<string, unknown> };
export type Statement = {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
};

/** The context of cdk.json. */
export const cdkContext = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;

export function synthCoachApp(extraContext: Record<string, unknown>) {
  const { stack, edge } = createCoachApp({
    frontendDist: mkdtempSync(path.join(os.tmpdir(), 'coach-empty-dist-')),
    appProps: {
      outdir: mkdtempSync(path.join(os.tmpdir(), 'coach-cdk-out-')),
      context: { ...cdkContext, 'aws:cdk:bundling-stacks': [], ...extraContext },
    },
  });
  const template = Template.fromStack(stack);
  const resources = template.toJSON().Resources as Record<string, Resource>;
  /** Route id → [logical id, resource] of its Lambda function. */
  const functionOfRoute = new Map<string, [string, Resource]>();
  /** Job name → [logical id, resource] of its Lambda function. */
  const functionOfJob = new Map<string, [string, Resource]>();
  for (const [logicalId, resource] of Object.entries(resources)) {
    if (resource.Type !== 'AWS::Lambda::Function') continue;
    const tags = (resource.Properties?.Tags ?? []) as { Key: string; Value: string }[];
    const routeId = tags.find((tag) => tag.Key === ROUTE_TAG)?.Value;
    if (routeId) functionOfRoute.set(routeId, [logicalId, resource]);
    const job = tags.find((tag) => tag.Key === JOB_TAG)?.Value;
    if (job) functionOfJob.set(job, [logicalId, resource]);
  }
  const roleOfFunction = (fn: [string, Resource] | undefined) =>
    (fn?.[1].Properties?.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
  const environmentOfFunction = (fn: [string, Resource] | undefined) =>
    (fn?.[1].Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
  /** Logical id of the route function's role. */
  const roleOf = (routeId: string) => roleOfFunction(functionOfRoute.get(routeId));
  const environmentOf = (routeId: string) => environmentOfFunction(functionOfRoute.get(routeId));
  /** Logical id of a scheduled job's role, and its environment. */
  const roleOfJob = (job: string) => roleOfFunction(functionOfJob.get(job));
  const environmentOfJob = (job: string) => environmentOfFunction(functionOfJob.get(job));
  /**
   * Every Allow statement of a role: of the policies attached to it and of its inline policies
   * (route roles hold their grants inline, infra/lib/inline-policy-role.ts).
   */
  const statementsOf = (roleId: string): Statement[] =>
    [
      ...Object.values(resources)
        .filter(
          (resource) =>
            resource.Type === 'AWS::IAM::Policy' &&
            ((resource.Properties?.Roles ?? []) as { Ref?: string }[]).some(
              (role) => role.Ref === roleId,
            ),
        )
        .map((policy) => policy.Properties?.PolicyDocument as { Statement: Statement[] }),
      ...(
        (resources[roleId]?.Properties?.Policies ?? []) as {
          PolicyDocument: { Statement: Statement[] };
        }[]
      ).map((policy) => policy.PolicyDocument),
    ]
      .flatMap((document) => document.Statement)
      .filter((statement) => statement.Effect === 'Allow');
  /** The Secrets Manager statements of a role. */
  const secretStatements = (roleId: string): Statement[] =>
    statementsOf(roleId).filter((statement) =>
      [statement.Action].flat().some((action) => action.startsWith('secretsmanager:')),
    );
  return {
    stack,
    edge,
    template,
    resources,
    functionOfRoute,
    roleOf,
    environmentOf,
    roleOfJob,
    environmentOfJob,
    statementsOf,
    secretStatements,
  };
}

/** cdk-nag's AwsSolutions findings over the stack's construct tree: `<rule> at <path>`. */
export function nagFindings(stack: Stack): string[] {
  const report = new AwsSolutionsChecks().validateScope(stack);
  return report.violations.flatMap((violation) =>
    violation.violatingResources.map(
      (resource) => `${violation.ruleName} at ${resource.constructPath ?? '?'}`,
    ),
  );
}
