/**
 * Infra tier, operations (docs/operations.md#runbook): synthesizes the app with an
 * `alarmEmail` and checks that one encrypted, TLS-only SNS topic (subscribed by that address,
 * CloudWatch allowed to publish and to use its key) receives every alarm — the HTTP API's 5xx
 * rate, Lambda throttles, Lambda errors covering every function of the stack, one alarm per
 * dead-letter queue, the week summary metric the note-moments consumer emits in the stack's
 * namespace — and that every Lambda runs with X-Ray active tracing and may upload traces.
 * With the `tableName` context (a point-in-time restore, docs/operations.md#runbook) the stack uses
 * that table instead of its own, with the same grants and no new cdk-nag finding.
 */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_5XX_RATE_PERCENT, FUNCTIONS_PER_ERROR_ALARM } from '../lib/alarms';
import { WEEK_SUMMARY_FULL_METRIC } from '../../shared/domain/metrics';
import { CONSUMER_TAG } from '../lib/events';
import { JOB_TAG } from '../lib/jobs';
import { ROUTE_TAG } from '../lib/route-function';
import { synthCoachApp as synthApp } from './synth-app';

type Resource = { Type: string; Properties?: Record<string, unknown> };
type Dimension = { Name: string; Value: unknown };
type MetricQuery = {
  Id: string;
  Expression?: string;
  ReturnData?: boolean;
  MetricStat?: {
    Metric: { Namespace: string; MetricName: string; Dimensions?: Dimension[] };
    Period: number;
    Stat: string;
  };
};
type Statement = {
  Effect: string;
  Action: string | string[];
  Principal?: unknown;
  Resource?: unknown;
  Condition?: unknown;
};

const ALARM_EMAIL = 'ops@example.com';

let template: Template;
let resources: Record<string, Resource>;
let topicId = '';

const ofType = (type: string) =>
  Object.entries(resources).filter(([, resource]) => resource.Type === type);
const alarms = () => ofType('AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties!);
const alarmNamed = (name: string) => alarms().find((alarm) => alarm.AlarmName === name);
const metricsOf = (alarm: Record<string, unknown>) => (alarm.Metrics ?? []) as MetricQuery[];
const refOf = (value: unknown) => (value as { Ref?: string } | undefined)?.Ref;

beforeAll(() => {
  ({ template } = synthApp({ alarmEmail: ALARM_EMAIL }));
  resources = template.toJSON().Resources as Record<string, Resource>;
  topicId = ofType('AWS::SNS::Topic')[0]?.[0] ?? '';
});

describe('alarm topic', () => {
  it('is one SNS topic encrypted with a rotating customer-managed key', () => {
    template.resourceCountIs('AWS::SNS::Topic', 1);
    const keyId = (
      resources[topicId]?.Properties?.KmsMasterKeyId as { 'Fn::GetAtt': [string, string] }
    )['Fn::GetAtt'][0];
    const key = resources[keyId];
    expect(key?.Type).toBe('AWS::KMS::Key');
    expect(key?.Properties?.EnableKeyRotation).toBe(true);
    // CloudWatch encrypts its notifications with that key.
    const keyStatements = (key?.Properties?.KeyPolicy as { Statement: Statement[] }).Statement;
    expect(keyStatements).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Action: expect.arrayContaining(['kms:Decrypt', 'kms:GenerateDataKey*']) as unknown,
      }),
    );
  });

  it("refuses publishing without TLS and lets this account's alarms publish", () => {
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: topicId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 'sns:Publish',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
          Match.objectLike({
            Effect: 'Allow',
            Action: 'sns:Publish',
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Condition: Match.objectLike({
              StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
            }),
          }),
        ]),
      },
    });
  });

  it('is subscribed by the alarmEmail address, and by nobody without it', () => {
    template.resourceCountIs('AWS::SNS::Subscription', 1);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: ALARM_EMAIL,
      TopicArn: { Ref: topicId },
    });
    synthApp({}).template.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('refuses an alarmEmail that is not an address, naming the key', () => {
    expect(() => synthApp({ alarmEmail: 'ops at example' })).toThrow(/alarmEmail/);
  });
});

describe('alarms', () => {
  it('all notify the topic on alarm and on recovery', () => {
    expect(alarms().length).toBeGreaterThan(0);
    for (const alarm of alarms()) {
      expect(alarm.AlarmActions, String(alarm.AlarmName)).toEqual([{ Ref: topicId }]);
      expect(alarm.OKActions, String(alarm.AlarmName)).toEqual([{ Ref: topicId }]);
    }
  });

  it('watch the HTTP API 5xx rate: 5xx / Count over 5 minutes, as a percentage', () => {
    const apiId = ofType('AWS::ApiGatewayV2::Api')[0]?.[0];
    const alarm = alarmNamed('Coach-api-5xx-rate')!;
    expect(alarm).toMatchObject({
      Threshold: API_5XX_RATE_PERCENT,
      ComparisonOperator: 'GreaterThanThreshold',
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
    });
    const metrics = metricsOf(alarm);
    const stat = (name: string) =>
      metrics.find((query) => query.MetricStat?.Metric.MetricName === name);
    for (const name of ['5xx', 'Count']) {
      expect(stat(name)?.MetricStat, name).toEqual({
        Metric: {
          Namespace: 'AWS/ApiGateway',
          MetricName: name,
          Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }],
        },
        Period: 300,
        Stat: 'Sum',
      });
    }
    const expression = metrics.find((query) => query.ReturnData !== false)?.Expression ?? '';
    expect(expression).toContain(`100 * ${stat('5xx')!.Id} / ${stat('Count')!.Id}`);
  });

  it('watch Lambda throttles summed over all functions', () => {
    expect(alarmNamed('Coach-lambda-throttles')).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Throttles',
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    expect(alarmNamed('Coach-lambda-throttles')?.Dimensions).toBeUndefined();
  });

  it("watch every app function's errors, summed in groups CloudWatch accepts", () => {
    const appFunctions = ofType('AWS::Lambda::Function')
      .filter(([, fn]) =>
        ((fn.Properties?.Tags ?? []) as { Key: string }[]).some((tag) =>
          [ROUTE_TAG, CONSUMER_TAG, JOB_TAG].includes(tag.Key),
        ),
      )
      .map(([logicalId]) => logicalId);
    const errorAlarms = alarms().filter((alarm) =>
      String(alarm.AlarmName).startsWith('Coach-lambda-errors-'),
    );
    expect(errorAlarms).toHaveLength(Math.ceil(appFunctions.length / FUNCTIONS_PER_ERROR_ALARM));
    const watched: string[] = [];
    for (const alarm of errorAlarms) {
      const metrics = metricsOf(alarm);
      const stats = metrics.filter((query) => query.MetricStat);
      expect(stats.length).toBeLessThanOrEqual(10);
      for (const query of stats) {
        expect(query.MetricStat).toMatchObject({
          Metric: { Namespace: 'AWS/Lambda', MetricName: 'Errors' },
          Period: 300,
          Stat: 'Sum',
        });
        const dimension = query.MetricStat!.Metric.Dimensions![0]!;
        expect(dimension.Name).toBe('FunctionName');
        watched.push(refOf(dimension.Value)!);
      }
      const expression = metrics.find((query) => query.ReturnData !== false)?.Expression;
      expect(expression).toBe(`SUM([${stats.map((query) => query.Id).join(', ')}])`);
      expect(alarm).toMatchObject({
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
    }
    expect(watched.sort()).toEqual(appFunctions.sort());
  });

  it("watch the consumer's WeekSummaryFull metric, in the namespace the consumer writes it to", () => {
    const consumers = ofType('AWS::Lambda::Function').filter(([, fn]) =>
      ((fn.Properties?.Tags ?? []) as { Key: string }[]).some((tag) => tag.Key === CONSUMER_TAG),
    );
    expect(consumers).toHaveLength(1);
    const variables = (
      consumers[0]![1].Properties?.Environment as { Variables: Record<string, string> }
    ).Variables;
    expect(variables.METRICS_NAMESPACE).toBe('Coach');
    expect(alarmNamed('Coach-week-summary-full')).toMatchObject({
      Namespace: variables.METRICS_NAMESPACE,
      MetricName: WEEK_SUMMARY_FULL_METRIC,
      Dimensions: [{ Name: 'service', Value: variables.POWERTOOLS_SERVICE_NAME }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('watch every dead-letter queue for a visible message', () => {
    const queues = ofType('AWS::SQS::Queue').map(([logicalId]) => logicalId);
    expect(queues.length).toBeGreaterThan(0);
    for (const queueId of queues) {
      const watching = alarms().filter(
        (alarm) =>
          alarm.MetricName === 'ApproximateNumberOfMessagesVisible' &&
          JSON.stringify(alarm.Dimensions) ===
            JSON.stringify([
              { Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } },
            ]),
      );
      expect(watching, queueId).toHaveLength(1);
      expect(watching[0], queueId).toMatchObject({
        Namespace: 'AWS/SQS',
        Statistic: 'Maximum',
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    }
  });
});

describe('tracing', () => {
  it('runs every Lambda function with X-Ray active tracing, its role allowed to upload traces', () => {
    const functions = ofType('AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(0);
    template.allResourcesProperties('AWS::Lambda::Function', { TracingConfig: { Mode: 'Active' } });
    const policies = ofType('AWS::IAM::Policy');
    const roles = Object.fromEntries(ofType('AWS::IAM::Role'));
    for (const [logicalId, fn] of functions) {
      const roleId = (fn.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      // Attached policies, and the role's inline ones (route roles: infra/lib/inline-policy-role.ts).
      const documents = [
        ...policies
          .filter(([, policy]) =>
            ((policy.Properties?.Roles ?? []) as unknown[]).some((role) => refOf(role) === roleId),
          )
          .map(([, policy]) => policy.Properties?.PolicyDocument as { Statement: Statement[] }),
        ...(
          (roles[roleId]?.Properties?.Policies ?? []) as {
            PolicyDocument: { Statement: Statement[] };
          }[]
        ).map((policy) => policy.PolicyDocument),
      ];
      const actions = documents.flatMap((document) =>
        document.Statement.flatMap((statement) => [statement.Action].flat()),
      );
      expect(actions, logicalId).toEqual(
        expect.arrayContaining(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']),
      );
    }
  });
});

describe('restored table', () => {
  const RESTORED = 'coach-restored-20261120';

  it('with tableName, uses that table instead of its own, with the same grants, cdk-nag clean', () => {
    const restored = synthApp({ tableName: RESTORED });
    restored.template.resourceCountIs('AWS::DynamoDB::Table', 0);
    const restoredResources = restored.template.toJSON().Resources as Record<string, Resource>;
    const functions = Object.values(restoredResources).filter(
      (resource) =>
        resource.Type === 'AWS::Lambda::Function' &&
        ((resource.Properties?.Tags ?? []) as { Key: string }[]).some((tag) =>
          [ROUTE_TAG, CONSUMER_TAG, JOB_TAG].includes(tag.Key),
        ),
    );
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) {
      const variables = (fn.Properties?.Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(variables.TABLE_NAME).toBe(RESTORED);
    }
    // A policy, or a role with its grants inline (route roles), per function.
    const grantsOnRestored = Object.values(restoredResources).filter(
      (resource) =>
        (resource.Type === 'AWS::IAM::Policy' &&
          JSON.stringify(resource.Properties?.PolicyDocument).includes(`:table/${RESTORED}`)) ||
        (resource.Type === 'AWS::IAM::Role' &&
          JSON.stringify(resource.Properties?.Policies ?? []).includes(`:table/${RESTORED}`)),
    );
    expect(grantsOnRestored).toHaveLength(functions.length);
    const findings = new AwsSolutionsChecks()
      .validateScope(restored.stack)
      .violations.flatMap((violation) =>
        violation.violatingResources.map(
          (resource) => `${violation.ruleName} at ${resource.constructPath ?? '?'}`,
        ),
      );
    expect(findings).toEqual([]);
  });

  it('refuses a tableName DynamoDB would not accept, naming the key', () => {
    expect(() => synthApp({ tableName: 'no spaces allowed' })).toThrow(/tableName/);
  });
});
