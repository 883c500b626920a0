/**
 * KMS keys of the app (docs/architecture.md#integrations: KMS). One customer-managed key
 * encrypts the DynamoDB table at rest; a second encrypts integration tokens (Google and Slack OAuth
 * tokens, KMS Encrypt/Decrypt with the context `{ purpose, userId, provider }`): only the route
 * functions that handle tokens may use it, only with that purpose (route-function.ts). Both rotate
 * yearly and are retained when the stack is deleted, so data encrypted with them stays readable.
 * A third key, rotating too, encrypts the alarm topic (infra/lib/alarms.ts); it protects no stored
 * data, so it is scheduled for deletion with the stack.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

/** The app's customer-managed KMS keys. */
export class Keys extends Construct {
  /** Encrypts the DynamoDB table (server-side encryption with a customer-managed key). */
  readonly tableKey: Key;
  /** Encrypts integration tokens stored in the table (granted per route by route-function.ts). */
  readonly tokenKey: Key;
  /** Encrypts the alarm notifications' SNS topic (CloudWatch may use it, see alarms.ts). */
  readonly alarmTopicKey: Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.tableKey = new Key(this, 'TableKey', {
      description: 'Coach: DynamoDB table encryption at rest',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.tokenKey = new Key(this, 'TokenKey', {
      description: 'Coach: envelope encryption of integration tokens (Google, Slack)',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.alarmTopicKey = new Key(this, 'AlarmTopicKey', {
      description: 'Coach: encryption of the alarm notifications topic',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });
  }
}
