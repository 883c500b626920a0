/**
 * A dead-letter queue (docs/architecture.md#events-and-jobs): SQS with SQS-managed
 * encryption, TLS only, messages kept 14 days. Being a dead-letter queue itself, it has none of its
 * own (cdk-nag AwsSolutions-SQS3 acknowledged with `of`, what sends to it).
 */
import { Duration, Validations } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** The queue `id` in `scope`, receiving what `of` (e.g. 'the job schedules') could not deliver. */
export function deadLetterQueue(scope: Construct, id: string, of: string): Queue {
  const queue = new Queue(scope, id, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(queue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason: `This queue is itself the dead-letter queue of ${of}; a dead-letter queue does not get one of its own.`,
  });
  return queue;
}
