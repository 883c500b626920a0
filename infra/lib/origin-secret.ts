/**
 * The secret CloudFront adds to every `/api/*` request it forwards (header `x-origin-verify`,
 * functions/lib/http/origin-verify.ts), so the functions refuse calls that bypass the
 * distribution and its WAF (docs/api.md#fair-limits). Generated once by Secrets Manager; the
 * distribution and the route functions get it as a CloudFormation dynamic reference, resolved at
 * deploy time — the value is never in the template.
 */
import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/http/origin-verify';

export { ORIGIN_VERIFY_HEADER };

export class OriginSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'Coach: header value CloudFront sends to the API (direct calls are refused)',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Resolved into the distribution and the functions at deploy time, so a rotation takes a ' +
        'deploy; it only proves a request came through CloudFront and is not a user credential.',
    });
  }

  /** The value as a dynamic reference (for the origin header and the functions' environment). */
  get value(): string {
    return this.secret.secretValue.unsafeUnwrap();
  }
}
