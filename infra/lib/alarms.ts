/**
 * Operational alarms (docs/operations.md#runbook), all notifying one SNS topic on alarm and
 * on recovery. The topic is encrypted with the customer-managed alarm topic key (CloudWatch may
 * use it to publish), refuses publishing without TLS, and has an email subscription when the
 * `alarmEmail` context is set (operations-settings.ts).
 *
 * The alarms, each over 5-minute periods, missing data counting as fine:
 * - `<stack>-api-5xx-rate`: the HTTP API's 5xx answers as a share of its requests (metric math
 *   `5xx / Count`) above {@link API_5XX_RATE_PERCENT} %;
 * - `<stack>-lambda-throttles`: Lambda `Throttles` of all functions of the account and region
 *   (Lambda's own aggregate: throttling comes from the concurrency they share) at least once.
 *   HTTP APIs have no throttle metric: the stage's own 429s are only in its access log;
 * - `<stack>-lambda-errors-<n>`: the `Errors` (uncaught exceptions, timeouts, out of memory) of the
 *   stack's functions, summed with metric math over groups of {@link FUNCTIONS_PER_ERROR_ALARM}
 *   (an alarm's metric math may reference at most 10 metrics), at least once; the description
 *   names the group's functions;
 * - `<stack>-dlq-<name>`: a dead-letter queue holding at least one message;
 * - `<stack>-week-summary-full`: the note-moments consumer's custom metric `WeekSummaryFull`
 *   (namespace: the stack's name; shared/domain/metrics.ts) at least once: a user's week too full
 *   to count more notes.
 */
import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  Stats,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Function as LambdaFunction, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { WEEK_SUMMARY_FULL_METRIC } from '../../shared/domain/metrics';
import { CONSUMER_SERVICE_NAME } from './events';

/** Period every alarm evaluates. */
export const ALARM_PERIOD = Duration.minutes(5);
/** Share of the API's requests answered 5xx, in percent, above which the 5xx alarm fires. */
export const API_5XX_RATE_PERCENT = 1;
/** Functions per Lambda errors alarm (CloudWatch: at most 10 metrics in an alarm's metric math). */
export const FUNCTIONS_PER_ERROR_ALARM = 10;

/** A function watched for errors, with the name the alarm description gives it. */
export interface WatchedFunction {
  /** Route id, consumer or job name (e.g. 'notes.create', 'noteMoments', 'weeklyRollover'). */
  readonly name: string;
  readonly function: IFunction;
}

/** A dead-letter queue watched for messages. */
export interface WatchedQueue {
  /** Short kebab-case name, part of the alarm's id and name (e.g. 'note-events'). */
  readonly name: string;
  readonly queue: IQueue;
  /** What ends up in it, for the alarm description (e.g. 'note events the consumer failed on'). */
  readonly receives: string;
}

export interface AlarmsProps {
  readonly httpApi: HttpApi;
  /** Every function of the stack: the routes, the event consumer, the jobs. */
  readonly functions: readonly WatchedFunction[];
  /** Every dead-letter queue of the stack. */
  readonly deadLetterQueues: readonly WatchedQueue[];
  /** Customer-managed key encrypting the topic (Keys.alarmTopicKey). */
  readonly topicKey: IKey;
  /** Address subscribed to the topic (context `alarmEmail`); none subscribes nobody. */
  readonly alarmEmail?: string | undefined;
}

/** The alarm topic and the alarms on the API, the functions and the dead-letter queues. */
export class Alarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  private readonly namePrefix: string;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.namePrefix = Stack.of(this).stackName;

    this.topic = new Topic(this, 'Topic', {
      displayName: `${this.namePrefix} alarms`,
      masterKey: props.topicKey,
      enforceSSL: true,
    });
    this.allowCloudWatchToPublish(props.topicKey);
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    this.addAlarm('Api5xxRate', 'api-5xx-rate', {
      metric: new MathExpression({
        expression: 'IF(requests > 0, 100 * errors / requests, 0)',
        usingMetrics: {
          errors: props.httpApi.metricServerError({ statistic: Stats.SUM }),
          requests: props.httpApi.metricCount({ statistic: Stats.SUM }),
        },
        period: ALARM_PERIOD,
        label: 'API 5xx answers (% of requests)',
      }),
      threshold: API_5XX_RATE_PERCENT,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      description: `More than ${API_5XX_RATE_PERCENT} % of the HTTP API's requests were answered 5xx in 5 minutes.`,
    });

    this.addAlarm('LambdaThrottles', 'lambda-throttles', {
      metric: LambdaFunction.metricAllThrottles({ statistic: Stats.SUM, period: ALARM_PERIOD }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      description:
        'Lambda throttled invocations in this account and region (all functions share its ' +
        'concurrency): API requests failed, events and jobs were retried.',
    });

    for (let start = 0; start < props.functions.length; start += FUNCTIONS_PER_ERROR_ALARM) {
      const group = props.functions.slice(start, start + FUNCTIONS_PER_ERROR_ALARM);
      const number = start / FUNCTIONS_PER_ERROR_ALARM + 1;
      const usingMetrics: Record<string, IMetric> = {};
      group.forEach((watched, index) => {
        usingMetrics[`e${index}`] = watched.function.metricErrors({ statistic: Stats.SUM });
      });
      this.addAlarm(`LambdaErrors${number}`, `lambda-errors-${number}`, {
        metric: new MathExpression({
          expression: `SUM([${Object.keys(usingMetrics).join(', ')}])`,
          usingMetrics,
          period: ALARM_PERIOD,
          label: `Lambda errors (group ${number})`,
        }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        description: `Lambda errors (uncaught exception, timeout, out of memory) in: ${group.map((watched) => watched.name).join(', ')}.`,
      });
    }

    for (const watched of props.deadLetterQueues) {
      this.addAlarm(`DeadLetters-${watched.name}`, `dlq-${watched.name}`, {
        metric: watched.queue.metricApproximateNumberOfMessagesVisible({
          statistic: Stats.MAXIMUM,
          period: ALARM_PERIOD,
        }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        description: `The ${watched.name} dead-letter queue holds messages: ${watched.receives}.`,
      });
    }

    this.addAlarm('WeekSummaryFull', 'week-summary-full', {
      metric: new Metric({
        namespace: this.namePrefix,
        metricName: WEEK_SUMMARY_FULL_METRIC,
        dimensionsMap: { service: CONSUMER_SERVICE_NAME },
        statistic: Stats.SUM,
        period: ALARM_PERIOD,
      }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      description:
        "A user's week summary is too full to take more notes: the dashboard undercounts that week.",
    });
  }

  private addAlarm(
    id: string,
    name: string,
    options: {
      metric: IMetric;
      threshold: number;
      comparisonOperator: ComparisonOperator;
      description: string;
    },
  ): void {
    const alarm = new Alarm(this, id, {
      alarmName: `${this.namePrefix}-${name}`,
      alarmDescription: `${options.description} Runbook: docs/operations.md#runbook.`,
      metric: options.metric,
      threshold: options.threshold,
      comparisonOperator: options.comparisonOperator,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const action = new SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    this.alarms.push(alarm);
  }

  /**
   * CloudWatch publishes alarm notifications as the service: the topic policy lets it publish
   * for this account's alarms, and the key policy lets it encrypt with the topic key.
   */
  private allowCloudWatchToPublish(topicKey: IKey): void {
    const cloudWatch = new ServicePrincipal('cloudwatch.amazonaws.com');
    const stack = Stack.of(this);
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        principals: [cloudWatch],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          ArnLike: {
            'aws:SourceArn': stack.formatArn({
              service: 'cloudwatch',
              resource: 'alarm',
              resourceName: '*',
              arnFormat: ArnFormat.COLON_RESOURCE_NAME,
            }),
          },
          StringEquals: { 'aws:SourceAccount': stack.account },
        },
      }),
    );
    topicKey.addToResourcePolicy(
      new PolicyStatement({
        principals: [cloudWatch],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
  }
}
