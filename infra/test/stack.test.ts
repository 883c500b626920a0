/**
 * Infra tier (docs/testing.md#tests): synthesizes the Coach app once, as `cdk synth` does (same
 * context from cdk.json, cdk-nag registered) and checks the template against the contract and the
 * architecture (docs/architecture.md#the-route-table, docs/data.md#key-design,
 * docs/api.md#conventions), then reads the synth's validation report: no unacknowledged cdk-nag
 * finding may remain.
 *
 * Speed: function bundling is skipped here (context `aws:cdk:bundling-stacks: []`); the bundles
 * themselves are built and measured by bundle-size.test.ts with the same esbuild settings. A tiny
 * fixture stands in for frontend/dist so the upload path (and its cdk-nag acknowledgements) is
 * covered without a frontend build.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import type { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../shared/contract/api';
import {
  GLOBAL_INDEXES,
  GSI1,
  GSI2,
  GSI3,
  TABLE_KEYS,
  TTL_ATTRIBUTE,
} from '../../shared/data/table';
import { TIME_ZONES } from '../../shared/domain/constants';
import { NOTE_EVENT_SOURCE, NOTE_EVENT_TYPES } from '../../shared/domain/note-events';
import { createCoachApp } from '../lib/coach-app';
import {
  CONSUMER_RETRY_ATTEMPTS,
  CONSUMER_TAG,
  CONSUMER_TIMEOUT_SECONDS,
  RULE_RETRY_ATTEMPTS,
  publishesNoteEvents,
} from '../lib/events';
import type { CoachStack } from '../lib/coach-stack';
import { OUTBOX_SWEEP_MINUTES, OUTBOX_SWEEP_SCHEDULE } from '../../functions/jobs/job-schedules';
import {
  JOB_RETRY_ATTEMPTS,
  JOB_TAG,
  SCHEDULE_MAX_EVENT_AGE_HOURS,
  SCHEDULE_RETRY_ATTEMPTS,
} from '../lib/jobs';
import {
  AI_ROUTE_TIMEOUT_SECONDS,
  REPO_ROOT,
  ROUTE_MEMORY_MB,
  ROUTE_TAG,
  ROUTE_TIMEOUT_SECONDS,
} from '../lib/route-function';
import { BASELINE_SECURITY_HEADERS, contentSecurityPolicy } from '../lib/security-headers';
import { SPA_REWRITE_FUNCTION_CODE, spaRewriteFunctionCode } from '../lib/web';
import { documentFor, pageDocumentsOf } from '../../shared/web/page-documents';
import { PAGES, type PageSpec } from '../../shared/web/pages';

type Resource = { Type: string; Properties?: Record<string, unknown>; [key: string]: unknown };
type Statement = { Effect: string; Action: string | string[] };

const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
/** AWS managed CloudFront policies. */
const CACHING_DISABLED_ID = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER_ID = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const cdkContext = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;

let app: App;
let stack: CoachStack;
let template: Template;
let resources: Record<string, Resource>;
/** Route id → logical id of its Lambda function. */
const functionOfRoute = new Map<string, string>();
/** Logical id of the note-moments consumer. */
let consumerId = '';
/** Job name → logical id of its Lambda function. */
const functionOfJob = new Map<string, string>();

function resourcesOfType(type: string): [string, Resource][] {
  return Object.entries(resources).filter(([, resource]) => resource.Type === type);
}

/** Logical id inside `{ Ref }` or `{ Fn::GetAtt: [id, attr] }`. */
function referencedId(value: unknown): string | undefined {
  if (value && typeof value === 'object') {
    const ref = (value as { Ref?: unknown }).Ref;
    if (typeof ref === 'string') return ref;
    const getAtt = (value as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'];
    if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') return getAtt[0];
  }
  return undefined;
}

beforeAll(() => {
  const frontendDist = mkdtempSync(path.join(os.tmpdir(), 'coach-dist-'));
  mkdirSync(path.join(frontendDist, 'assets'));
  writeFileSync(path.join(frontendDist, 'index.html'), '<!doctype html><title>Coach</title>');
  writeFileSync(path.join(frontendDist, 'assets', 'app-1a2b3c.js'), 'console.log("coach");');

  ({ app, stack } = createCoachApp({
    frontendDist,
    appProps: {
      outdir: mkdtempSync(path.join(os.tmpdir(), 'coach-cdk-out-')),
      context: {
        ...cdkContext,
        // Skip esbuild here: bundle-size.test.ts bundles with the same options.
        'aws:cdk:bundling-stacks': [],
        // Keep the report instead of throwing, so the cdk-nag test can list the findings.
        '@aws-cdk/core:failSynthOnValidationErrors': false,
      },
    },
  }));
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources as Record<string, Resource>;

  for (const [logicalId, resource] of resourcesOfType('AWS::Lambda::Function')) {
    const tags = (resource.Properties?.Tags ?? []) as { Key: string; Value: string }[];
    const routeId = tags.find((tag) => tag.Key === ROUTE_TAG)?.Value;
    if (routeId) functionOfRoute.set(routeId, logicalId);
    if (tags.some((tag) => tag.Key === CONSUMER_TAG && tag.Value === 'noteMoments')) {
      consumerId = logicalId;
    }
    const job = tags.find((tag) => tag.Key === JOB_TAG)?.Value;
    if (job) functionOfJob.set(job, logicalId);
  }
});

type PolicyDocumentJson = { Statement?: (Statement & { Resource?: unknown })[] };

/**
 * The Allow statements of a role: of the policies attached to it and of its inline policies (a
 * route role's grants are inline, infra/lib/inline-policy-role.ts).
 */
function statementsOfRole(roleId: string): (Statement & { Resource?: unknown })[] {
  const attached = resourcesOfType('AWS::IAM::Policy')
    .filter(([, policy]) =>
      ((policy.Properties?.Roles ?? []) as unknown[]).some((role) => referencedId(role) === roleId),
    )
    .map(([, policy]) => policy.Properties?.PolicyDocument as PolicyDocumentJson);
  const inline = (
    (resources[roleId]?.Properties?.Policies ?? []) as { PolicyDocument: PolicyDocumentJson }[]
  ).map((policy) => policy.PolicyDocument);
  return [...attached, ...inline]
    .flatMap((document) => document.Statement ?? [])
    .filter((statement) => statement.Effect === 'Allow');
}

const actionsOf = (statements: Statement[]) =>
  statements.flatMap((statement) => [statement.Action].flat());

describe('note events', () => {
  const busId = () => resourcesOfType('AWS::Events::EventBus')[0]?.[0] ?? '';
  const queueId = () => resourcesOfType('AWS::SQS::Queue')[0]?.[0] ?? '';

  it('has one bus, and a rule for note saved / deleted targeting the consumer with a DLQ and retries', () => {
    template.resourceCountIs('AWS::Events::EventBus', 1);
    template.resourceCountIs('AWS::Events::Rule', 1);
    template.hasResourceProperties('AWS::Events::Rule', {
      EventBusName: { Ref: busId() },
      EventPattern: { source: [NOTE_EVENT_SOURCE], 'detail-type': [...NOTE_EVENT_TYPES] },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [consumerId, 'Arn'] },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId(), 'Arn'] } },
          RetryPolicy: Match.objectLike({ MaximumRetryAttempts: RULE_RETRY_ATTEMPTS }),
        }),
      ],
    });
  });

  it('has the consumer: Node.js 24 on arm64, its own log group, retries and the same DLQ', () => {
    expect(consumerId).not.toBe('');
    const props = resources[consumerId]?.Properties ?? {};
    expect(props).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Timeout: CONSUMER_TIMEOUT_SECONDS,
      DeadLetterConfig: { TargetArn: { 'Fn::GetAtt': [queueId(), 'Arn'] } },
      Environment: { Variables: { TABLE_NAME: { Ref: expect.any(String) as unknown } } },
    });
    const logGroupId = referencedId((props.LoggingConfig as { LogGroup?: unknown })?.LogGroup);
    expect(resources[logGroupId ?? '']?.Properties?.RetentionInDays).toBeGreaterThan(0);
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: consumerId },
      MaximumRetryAttempts: CONSUMER_RETRY_ATTEMPTS,
    });
  });

  it('has an encrypted, TLS-only dead-letter queue', () => {
    // This one and the scheduled jobs' (see below).
    template.resourceCountIs('AWS::SQS::Queue', 2);
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId() }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('lets exactly the note-writing routes publish, on this bus only, with EVENT_BUS_NAME', () => {
    for (const route of routes) {
      const fn = resources[functionOfRoute.get(route.id) ?? ''];
      const statements = statementsOfRole(referencedId(fn?.Properties?.Role) ?? '');
      const publishing = statements.filter((statement) =>
        [statement.Action].flat().includes('events:PutEvents'),
      );
      const variables = (fn?.Properties?.Environment as { Variables: Record<string, unknown> })
        .Variables;
      if (publishesNoteEvents(route)) {
        expect(
          publishing.map((statement) => statement.Resource),
          route.id,
        ).toEqual([{ 'Fn::GetAtt': [busId(), 'Arn'] }]);
        expect(variables.EVENT_BUS_NAME, route.id).toEqual({ Ref: busId() });
      } else {
        expect(publishing, route.id).toEqual([]);
        expect(variables.EVENT_BUS_NAME, route.id).toBeUndefined();
      }
    }
    expect(
      routes
        .filter(publishesNoteEvents)
        .map((route) => route.id)
        .sort(),
    ).toEqual(
      [
        'meetingNotes.create',
        'meetingNotes.ensure',
        'meetingNotes.remove',
        'meetingNotes.updateAgenda',
        'meetingNotes.updateReflection',
        'notes.create',
        'notes.remove',
        'notes.update',
      ].sort(),
    );
  });

  it('grants table writes to the write routes and the consumer only (moments: see docs/data.md#who-writes-moments)', () => {
    const writers = resourcesOfType('AWS::IAM::Role')
      .map(([roleId]) => roleId)
      .filter((roleId) =>
        actionsOf(statementsOfRole(roleId)).some((action) => WRITE_ACTIONS.includes(action)),
      );
    const expected = [
      ...routes
        .filter((route) => route.access === 'write')
        .map((route) => referencedId(resources[functionOfRoute.get(route.id)!]?.Properties?.Role)),
      referencedId(resources[consumerId]?.Properties?.Role),
      referencedId(resources[functionOfJob.get('weeklyRollover')!]?.Properties?.Role),
      referencedId(resources[functionOfJob.get('outboxSweep')!]?.Properties?.Role),
      referencedId(resources[functionOfJob.get('slackNudges')!]?.Properties?.Role),
      referencedId(resources[functionOfJob.get('calendarSync')!]?.Properties?.Role),
    ];
    expect(writers.sort()).toEqual(expected.sort());
    // The moments reads are read routes.
    for (const id of [
      'feedback.checkedForPerson',
      'feedback.byDirectReport',
      'feedback.stats',
      'feedback.breakdown',
      'manageUp.current',
      'manageUp.aiInferred',
    ]) {
      expect(routes.find((route) => route.id === id)?.access, id).toBe('read');
    }
  });
});

describe('scheduled jobs', () => {
  const rolloverId = () => functionOfJob.get('weeklyRollover') ?? '';
  const dlqArnOf = (fnId: string) =>
    referencedId(
      (resources[fnId]?.Properties?.DeadLetterConfig as { TargetArn?: unknown })?.TargetArn,
    );

  it('runs the weekly rollover at 00:05 on Mondays in each of the 13 zones, with retries and a DLQ', () => {
    const schedules = resourcesOfType('AWS::Scheduler::Schedule').map(
      ([, resource]) => resource.Properties as Record<string, unknown>,
    );
    const rollover = schedules.filter(
      (schedule) => referencedId((schedule.Target as { Arn: unknown }).Arn) === rolloverId(),
    );
    expect(rollover.map((schedule) => schedule.ScheduleExpressionTimezone).sort()).toEqual(
      [...TIME_ZONES].sort(),
    );
    for (const schedule of rollover) {
      const zone = schedule.ScheduleExpressionTimezone as string;
      expect(schedule.ScheduleExpression, zone).toBe('cron(5 0 ? * MON *)');
      expect(schedule.State ?? 'ENABLED', zone).toBe('ENABLED');
      const target = schedule.Target as {
        Input: string;
        RetryPolicy: { MaximumRetryAttempts: number; MaximumEventAgeInSeconds: number };
        DeadLetterConfig: { Arn: unknown };
      };
      expect(JSON.parse(target.Input), zone).toEqual({ timeZone: zone });
      expect(target.RetryPolicy, zone).toEqual({
        MaximumRetryAttempts: SCHEDULE_RETRY_ATTEMPTS,
        MaximumEventAgeInSeconds: SCHEDULE_MAX_EVENT_AGE_HOURS * 3600,
      });
      expect(referencedId(target.DeadLetterConfig.Arn), zone).toBe(dlqArnOf(rolloverId()));
    }
  });

  it.each(['weeklyRollover', 'calendarSync'])(
    'has the %s job function on Node.js 24 with its own retries and the same encrypted DLQ',
    (job) => {
      const fnId = functionOfJob.get(job) ?? '';
      const fn = resources[fnId]!.Properties!;
      expect(fn.Runtime).toBe('nodejs24.x');
      expect(dlqArnOf(fnId)).toBe(dlqArnOf(rolloverId()));
      const dlq = resources[dlqArnOf(fnId)!]!;
      expect(dlq.Type).toBe('AWS::SQS::Queue');
      expect(dlq.Properties?.SqsManagedSseEnabled).toBe(true);
      const invokeConfig = resourcesOfType('AWS::Lambda::EventInvokeConfig').find(
        ([, resource]) => referencedId(resource.Properties?.FunctionName) === fnId,
      );
      expect(invokeConfig?.[1].Properties?.MaximumRetryAttempts).toBe(JOB_RETRY_ATTEMPTS);
    },
  );

  it('runs the calendar sync every hour, with retries and the DLQ', () => {
    const calendarId = functionOfJob.get('calendarSync') ?? '';
    const schedules = resourcesOfType('AWS::Scheduler::Schedule')
      .map(([, resource]) => resource.Properties as Record<string, unknown>)
      .filter((schedule) => referencedId((schedule.Target as { Arn: unknown }).Arn) === calendarId);
    expect(schedules).toHaveLength(1);
    const [schedule] = schedules;
    expect(schedule!.ScheduleExpression).toBe('cron(20 * * * ? *)');
    const target = schedule!.Target as {
      RetryPolicy: { MaximumRetryAttempts: number };
      DeadLetterConfig: { Arn: unknown };
    };
    expect(target.RetryPolicy.MaximumRetryAttempts).toBe(SCHEDULE_RETRY_ATTEMPTS);
    expect(referencedId(target.DeadLetterConfig.Arn)).toBe(dlqArnOf(calendarId));
  });

  it("gives the calendar sync's role only a Query of the provider index, key reads, updates and puts", () => {
    const roleId = referencedId(resources[functionOfJob.get('calendarSync')!]!.Properties!.Role)!;
    const tableStatements = statementsOfRole(roleId).filter((statement) =>
      actionsOf([statement]).some((action) => action.startsWith('dynamodb:')),
    );
    expect(actionsOf(tableStatements).sort()).toEqual(
      [
        'dynamodb:BatchGetItem',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:Query',
        'dynamodb:UpdateItem',
      ].sort(),
    );
    const query = tableStatements.find((statement) =>
      actionsOf([statement]).includes('dynamodb:Query'),
    )!;
    expect(JSON.stringify(query.Resource)).toContain(`/index/${GSI1.indexName}`);
    expect(JSON.stringify(query.Resource)).not.toContain('/index/*');
  });

  it("gives the rollover's role only a Query of the time-zone index, key reads and item updates", () => {
    const roleId = referencedId(resources[rolloverId()]!.Properties!.Role)!;
    const tableStatements = statementsOfRole(roleId).filter((statement) =>
      actionsOf([statement]).some((action) => action.startsWith('dynamodb:')),
    );
    expect(actionsOf(tableStatements).sort()).toEqual(
      ['dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'].sort(),
    );
    const query = tableStatements.find((statement) =>
      actionsOf([statement]).includes('dynamodb:Query'),
    )!;
    expect(JSON.stringify(query.Resource)).toContain(`/index/${GSI1.indexName}`);
    expect(JSON.stringify(query.Resource)).not.toContain('/index/*');
  });
});

describe('the outbox sweep', () => {
  const sweepId = () => functionOfJob.get('outboxSweep') ?? '';
  const busId = () => resourcesOfType('AWS::Events::EventBus')[0]?.[0] ?? '';
  const dlqArnOf = (fnId: string) =>
    referencedId(
      (resources[fnId]?.Properties?.DeadLetterConfig as { TargetArn?: unknown })?.TargetArn,
    );

  it("runs every 10 minutes with retries, into the jobs' encrypted DLQ", () => {
    const schedules = resourcesOfType('AWS::Scheduler::Schedule')
      .map(([, resource]) => resource.Properties as Record<string, unknown>)
      .filter((schedule) => referencedId((schedule.Target as { Arn: unknown }).Arn) === sweepId());
    expect(schedules).toHaveLength(1);
    const [schedule] = schedules as [Record<string, unknown>];
    expect(schedule.ScheduleExpression).toBe(`cron(${OUTBOX_SWEEP_SCHEDULE.minute} * * * ? *)`);
    expect(OUTBOX_SWEEP_SCHEDULE.minute.split(',')).toHaveLength(60 / OUTBOX_SWEEP_MINUTES);
    const target = schedule.Target as {
      RetryPolicy: { MaximumRetryAttempts: number; MaximumEventAgeInSeconds: number };
      DeadLetterConfig: { Arn: unknown };
    };
    expect(target.RetryPolicy).toEqual({
      MaximumRetryAttempts: SCHEDULE_RETRY_ATTEMPTS,
      MaximumEventAgeInSeconds: SCHEDULE_MAX_EVENT_AGE_HOURS * 3600,
    });
    const dlq = dlqArnOf(sweepId());
    expect(referencedId(target.DeadLetterConfig.Arn)).toBe(dlq);
    expect(dlq).toBe(dlqArnOf(functionOfJob.get('weeklyRollover')!));
    expect(resources[dlq!]?.Properties?.SqsManagedSseEnabled).toBe(true);
    const invokeConfig = resourcesOfType('AWS::Lambda::EventInvokeConfig').find(
      ([, resource]) => referencedId(resource.Properties?.FunctionName) === sweepId(),
    );
    expect(invokeConfig?.[1].Properties?.MaximumRetryAttempts).toBe(JOB_RETRY_ATTEMPTS);
  });

  it('may only Query the outbox index (gsi3), update items and publish on the note bus', () => {
    const fn = resources[sweepId()]!.Properties!;
    const statements = statementsOfRole(referencedId(fn.Role)!);
    const tableStatements = statements.filter((statement) =>
      actionsOf([statement]).some((action) => action.startsWith('dynamodb:')),
    );
    expect(actionsOf(tableStatements).sort()).toEqual(['dynamodb:Query', 'dynamodb:UpdateItem']);
    const query = tableStatements.find((statement) =>
      actionsOf([statement]).includes('dynamodb:Query'),
    )!;
    expect(JSON.stringify(query.Resource)).toContain(`/index/${GSI3.indexName}`);
    expect(JSON.stringify(query.Resource)).not.toContain('/index/*');
    const publishing = statements.filter((statement) =>
      [statement.Action].flat().includes('events:PutEvents'),
    );
    expect(publishing.map((statement) => statement.Resource)).toEqual([
      { 'Fn::GetAtt': [busId(), 'Arn'] },
    ]);
    expect(
      (fn.Environment as { Variables: Record<string, unknown> }).Variables.EVENT_BUS_NAME,
    ).toEqual({ Ref: busId() });
  });
});

describe('the Slack nudge job', () => {
  const nudgesId = () => functionOfJob.get('slackNudges') ?? '';
  const dlqArnOf = (fnId: string) =>
    referencedId(
      (resources[fnId]?.Properties?.DeadLetterConfig as { TargetArn?: unknown })?.TargetArn,
    );

  it('runs every 30 minutes (UTC) with retries and the jobs’ DLQ', () => {
    const schedules = resourcesOfType('AWS::Scheduler::Schedule')
      .map(([, resource]) => resource.Properties as Record<string, unknown>)
      .filter((schedule) => referencedId((schedule.Target as { Arn: unknown }).Arn) === nudgesId());
    expect(schedules).toHaveLength(1);
    const [schedule] = schedules as [Record<string, unknown>];
    expect(schedule.ScheduleExpression).toBe('cron(0,30 * * * ? *)');
    expect(schedule.ScheduleExpressionTimezone).toBe('UTC');
    const target = schedule.Target as {
      Input: string;
      RetryPolicy: { MaximumRetryAttempts: number; MaximumEventAgeInSeconds: number };
      DeadLetterConfig: { Arn: unknown };
    };
    expect(JSON.parse(target.Input)).toEqual({});
    expect(target.RetryPolicy).toEqual({
      MaximumRetryAttempts: SCHEDULE_RETRY_ATTEMPTS,
      MaximumEventAgeInSeconds: SCHEDULE_MAX_EVENT_AGE_HOURS * 3600,
    });
    expect(referencedId(target.DeadLetterConfig.Arn)).toBe(dlqArnOf(nudgesId()));
  });

  it('is a Node.js 24 function with its own retries and the encrypted DLQ', () => {
    const fn = resources[nudgesId()]!.Properties!;
    expect(fn.Runtime).toBe('nodejs24.x');
    expect(resources[dlqArnOf(nudgesId())!]?.Properties?.SqsManagedSseEnabled).toBe(true);
    const invokeConfig = resourcesOfType('AWS::Lambda::EventInvokeConfig').find(
      ([, resource]) => referencedId(resource.Properties?.FunctionName) === nudgesId(),
    );
    expect(invokeConfig?.[1].Properties?.MaximumRetryAttempts).toBe(JOB_RETRY_ATTEMPTS);
  });

  it("gives its role key reads, item updates and Queries of the user's items, open commitments and the due index only", () => {
    const roleId = referencedId(resources[nudgesId()]!.Properties!.Role)!;
    const tableStatements = statementsOfRole(roleId).filter((statement) =>
      actionsOf([statement]).some((action) => action.startsWith('dynamodb:')),
    );
    expect([...new Set(actionsOf(tableStatements))].sort()).toEqual(
      ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'].sort(),
    );
    const resourcesJson = JSON.stringify(tableStatements.map((statement) => statement.Resource));
    expect(resourcesJson).toContain(`/index/${GSI3.indexName}`);
    expect(resourcesJson).toContain(`/index/${GSI1.indexName}`);
    expect(resourcesJson).not.toContain('/index/*');
    expect(actionsOf(tableStatements)).not.toContain('dynamodb:Scan');
  });
});

describe('route functions', () => {
  it('are exactly one Lambda per contract route', () => {
    expect([...functionOfRoute.keys()].sort()).toEqual(routes.map((route) => route.id).sort());
    expect(new Set(functionOfRoute.values()).size).toBe(routes.length);
  });

  it('leaves only CDK-internal functions untagged (the frontend upload, the web ACL reader)', () => {
    const tagged = new Set([...functionOfRoute.values(), ...functionOfJob.values(), consumerId]);
    const others = resourcesOfType('AWS::Lambda::Function')
      .map(([logicalId]) => logicalId)
      .filter((logicalId) => !tagged.has(logicalId))
      .sort();
    expect(others).toHaveLength(2);
    expect(others[0]).toMatch(/^AWS679f53fac002430cb0da5b7982bd2287/);
    expect(others[1]).toMatch(/^CustomCDKBucketDeployment/);
  });

  it('run Node.js 24 on arm64 with the shared settings and environment', () => {
    const logGroups = new Set<string>();
    for (const route of routes) {
      const logicalId = functionOfRoute.get(route.id);
      expect(logicalId, route.id).toBeDefined();
      const props = resources[logicalId ?? '']?.Properties ?? {};
      expect(props, route.id).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: ROUTE_MEMORY_MB,
        Timeout: route.ai ? AI_ROUTE_TIMEOUT_SECONDS : ROUTE_TIMEOUT_SECONDS,
        Environment: {
          Variables: {
            TABLE_NAME: { Ref: expect.any(String) as unknown },
            AUTH_ISSUER: cdkContext.clerkIssuer,
            AUTH_JWKS_URI: `${String(cdkContext.clerkIssuer)}/.well-known/jwks.json`,
            AUTH_AUTHORIZED_PARTIES: cdkContext.clerkAuthorizedParties,
            POWERTOOLS_SERVICE_NAME: 'coach-api',
          },
        },
      });
      // Each function logs to its own log group, which has a retention.
      const logGroupId = referencedId((props.LoggingConfig as { LogGroup?: unknown })?.LogGroup);
      expect(resources[logGroupId ?? '']?.Properties?.RetentionInDays, route.id).toBeGreaterThan(0);
      logGroups.add(logGroupId ?? '');
    }
    expect(logGroups.size).toBe(routes.length);
  });

  it('grant read routes no write actions, write routes read-write access, and no route Scan', () => {
    const actionsOfRole = (roleId: string): string[] => actionsOf(statementsOfRole(roleId));
    for (const route of routes) {
      const fn = resources[functionOfRoute.get(route.id) ?? ''];
      const roleId = referencedId(fn?.Properties?.Role);
      expect(roleId, route.id).toBeDefined();
      const actions = actionsOfRole(roleId ?? '');
      expect(actions, route.id).toContain('dynamodb:GetItem');
      expect(actions, route.id).not.toContain('dynamodb:Scan');
      if (route.access === 'read') {
        expect(
          actions.filter((action) => WRITE_ACTIONS.includes(action)),
          route.id,
        ).toEqual([]);
      } else {
        expect(actions, route.id).toEqual(expect.arrayContaining(WRITE_ACTIONS));
      }
    }
  });

  it('have no AWS managed policies attached to their roles', () => {
    for (const logicalId of functionOfRoute.values()) {
      const roleId = referencedId(resources[logicalId]?.Properties?.Role);
      expect(resources[roleId ?? '']?.Properties?.ManagedPolicyArns, logicalId).toBeUndefined();
    }
  });
});

describe('HTTP API', () => {
  it('has exactly one route per contract route, each integrated with its own function', () => {
    const apiRoutes = resourcesOfType('AWS::ApiGatewayV2::Route');
    expect(apiRoutes).toHaveLength(routes.length);
    const targets = new Set<string>();
    for (const route of routes) {
      const routeKey = `${route.method} ${route.path}`;
      const match = apiRoutes.filter(([, resource]) => resource.Properties?.RouteKey === routeKey);
      expect(match, routeKey).toHaveLength(1);
      const target = match[0]?.[1].Properties?.Target as { 'Fn::Join': [string, unknown[]] };
      const integrationId = referencedId(target['Fn::Join'][1][1]);
      const integration = resources[integrationId ?? ''];
      expect(integration?.Type, routeKey).toBe('AWS::ApiGatewayV2::Integration');
      const functionId = referencedId(integration?.Properties?.IntegrationUri);
      expect(functionId, routeKey).toBe(functionOfRoute.get(route.id));
      targets.add(functionId ?? '');
    }
    expect(targets.size).toBe(routes.length);
  });

  it('has a throttled $default stage with access logging', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: Match.anyValue(),
        ThrottlingBurstLimit: Match.anyValue(),
      },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('requestId'),
      },
    });
  });
});

describe('data', () => {
  it('is one on-demand table with PITR, a customer KMS key, gsi1, gsi2, gsi3 and TTL', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
        ],
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: {
          SSEEnabled: true,
          SSEType: 'KMS',
          KMSMasterKeyId: { 'Fn::GetAtt': [Match.stringLikeRegexp('TableKey'), 'Arn'] },
        },
        GlobalSecondaryIndexes: [GSI1, GSI2, GSI3].map((index) =>
          Match.objectLike({
            IndexName: index.indexName,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          }),
        ),
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      }),
    });
    // The table definition's indexes are exactly the ones the template has.
    expect(GLOBAL_INDEXES).toEqual([GSI1, GSI2, GSI3]);
  });

  it('has three rotating customer-managed keys (table, integration tokens, alarm topic)', () => {
    template.resourceCountIs('AWS::KMS::Key', 3);
    template.allResourcesProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });
});

describe('web', () => {
  it('keeps every bucket private and SSL-only', () => {
    const buckets = resourcesOfType('AWS::S3::Bucket');
    expect(buckets.length).toBeGreaterThan(0);
    for (const [logicalId, bucket] of buckets) {
      expect(bucket.Properties?.PublicAccessBlockConfiguration, logicalId).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: logicalId },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    }
  });

  it('serves the SPA from S3 via OAC and /api/* uncached from the HTTP API', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CustomErrorResponses: Match.absent(),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          ResponseHeadersPolicyId: Match.anyValue(),
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            CachePolicyId: CACHING_DISABLED_ID,
            OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER_ID,
            ResponseHeadersPolicyId: Match.anyValue(),
          }),
        ],
      }),
    });
  });

  it('sends HSTS, the CSP and the baseline security headers', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 63_072_000,
            IncludeSubdomains: true,
            Preload: true,
            Override: true,
          },
          ContentSecurityPolicy: {
            ContentSecurityPolicy: contentSecurityPolicy({
              clerkFrontendApi: String(cdkContext.clerkFrontendApi),
            }),
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: {
            FrameOption: BASELINE_SECURITY_HEADERS['x-frame-options'],
            Override: true,
          },
          ReferrerPolicy: {
            ReferrerPolicy: BASELINE_SECURITY_HEADERS['referrer-policy'],
            Override: true,
          },
        },
      }),
    });
  });

  it("rewrites client-side routes to their document (a shell page's own, else /index.html) and leaves files alone", () => {
    const handler = runInNewContext(`${SPA_REWRITE_FUNCTION_CODE}; handler`) as (event: {
      request: { uri: string };
    }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/meetings/01HZX')).toBe('/index.html');
    expect(rewrite('/settings/')).toBe('/index.html');
    expect(rewrite('/dashboard')).toBe('/dashboard.html');
    expect(rewrite('/dr/01HZX/')).toBe('/direct-report.html');
    expect(rewrite('/assets/app-1a2b3c.js')).toBe('/assets/app-1a2b3c.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
    expect(rewrite('/dashboard.html')).toBe('/dashboard.html');
    // The same table as the local server's (shared/web/page-documents.ts).
    for (const path of [
      '/',
      '/sign-in',
      '/dashboard/',
      '/manage-up',
      '/profile',
      '/dr/a',
      '/dr/a/b',
    ]) {
      expect(rewrite(path), path).toBe(documentFor(path));
    }
    // Every page of the page table (shared/web/pages.ts): its own document, else index.html.
    for (const page of Object.values(PAGES) as PageSpec[]) {
      const address = page.path.replace(/:[^/]+/g, '01HZX');
      expect(rewrite(address), address).toBe(page.document ?? '/index.html');
    }
  });

  it('rewrites the addresses of a page added to the page table to its document', () => {
    const code = spaRewriteFunctionCode(
      pageDocumentsOf({
        ...PAGES,
        reports: { path: '/reports/:week', frame: 'shell', document: '/reports.html' },
      }),
    );
    const handler = runInNewContext(`${code}; handler`) as (event: {
      request: { uri: string };
    }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/reports/2026-W48')).toBe('/reports.html');
    expect(rewrite('/reports')).toBe('/index.html');
    expect(rewrite('/dashboard')).toBe('/dashboard.html');
  });

  it('uploads the frontend build when it exists (hashed assets, then the rest)', () => {
    expect(stack.web.deploysFrontend).toBe(true);
    template.resourceCountIs('Custom::CDKBucketDeployment', 2);
  });

  it('outputs the site URL, the API URL and the table name', () => {
    const outputs = Object.keys(template.toJSON().Outputs as Record<string, unknown>);
    expect(outputs).toEqual(expect.arrayContaining(['SiteUrl', 'ApiUrl', 'TableName']));
  });
});

describe('cdk-nag (AwsSolutions)', () => {
  interface Violation {
    ruleName: string;
    severity: string;
    description: string;
    violatingConstructs?: { constructPath?: string }[];
  }
  interface PluginReport {
    pluginName: string;
    conclusion: string;
    violations: Violation[];
  }

  function readValidationReport(): PluginReport[] {
    const file = path.join(app.outdir, 'validation-report.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { pluginReports: PluginReport[] })
      .pluginReports;
  }

  const describeViolations = (report: PluginReport) =>
    report.violations.flatMap((violation) =>
      (violation.violatingConstructs ?? [{}]).map(
        (construct) =>
          `${violation.severity} ${violation.ruleName} at ${construct.constructPath ?? '?'}: ${violation.description}`,
      ),
    );

  it('leaves no unacknowledged finding (errors fail the synth, and so do warnings)', () => {
    const findings = readValidationReport()
      .filter((report) => report.pluginName === 'AwsSolutions')
      .flatMap(describeViolations);
    expect(findings).toEqual([]);
  });

  it('agrees when run directly over the construct tree', () => {
    const report = new AwsSolutionsChecks().validateScope(stack);
    const findings = report.violations.flatMap((violation) =>
      violation.violatingResources.map(
        (resource) =>
          `${violation.severity} ${violation.ruleName} at ${resource.constructPath ?? '?'}`,
      ),
    );
    expect(findings).toEqual([]);
  });

  it('has no failing validation plugin at all (the synth would fail)', () => {
    const failing = readValidationReport()
      .filter((report) => report.conclusion !== 'success')
      .flatMap((report) =>
        describeViolations(report).map((line) => `${report.pluginName}: ${line}`),
      );
    expect(failing).toEqual([]);
  });
});
