/**
 * The web front door (docs/architecture.md): a private S3 bucket with the
 * static React build behind CloudFront (origin access control), and `/api/*` forwarded uncached to
 * the HTTP API. Every response carries the CSP of infra/lib/security-headers.ts, the values of its
 * BASELINE_SECURITY_HEADERS (nosniff, frame DENY, referrer policy; infra/test checks they match)
 * and HSTS. CloudFront adds the origin secret header to every `/api/*` request (origin-secret.ts)
 * and the WAF web ACL (edge.ts) guards the whole distribution.
 *
 * SPA routing uses a CloudFront Function on the default behaviour that rewrites extension-less
 * paths (`/meetings/123`) to `/index.html`, or a signed-in shell page's own document
 * (`/dashboard` to `/dashboard.html`). Distribution-wide custom error responses would also rewrite
 * the API's own 403/404 answers, so none are configured.
 */
import { existsSync } from 'node:fs';
import { Duration, Fn, Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type CfnBucket,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from './origin-secret';
import { TRACING_GRANT_REASON, traceLibraryFunction } from './function-tracing';
import { contentSecurityPolicy } from './security-headers';
import {
  DEFAULT_DOCUMENT,
  PAGE_DOCUMENTS,
  type PageDocument,
} from '../../shared/web/page-documents';

/** HSTS max-age: two years (the minimum the browsers' preload lists accept is one). */
export const HSTS_MAX_AGE = Duration.days(730);

/** Days access logs (CloudFront and S3) are kept. */
export const ACCESS_LOG_RETENTION_DAYS = 90;

/**
 * The code of the viewer-request function of the default behaviour for `documents`: a path whose
 * last segment has no dot is a client-side route and is served its HTML document (the first of
 * `documents` whose pattern it matches, else `/index.html`); files (`/assets/app-1a2b.js`) pass
 * unchanged.
 */
export function spaRewriteFunctionCode(documents: readonly PageDocument<string>[]): string {
  return `var DOCUMENTS = [
${documents.map((document) => `  [${String(document.pattern)}, '${document.file}'],`).join('\n')}
];
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '${DEFAULT_DOCUMENT}';
    for (var i = 0; i < DOCUMENTS.length; i++) {
      if (DOCUMENTS[i][0].test(uri)) {
        request.uri = DOCUMENTS[i][1];
        break;
      }
    }
  }
  return request;
}`;
}

/**
 * The viewer-request function's code for the page table's documents
 * (shared/web/page-documents.ts: a page's own, which preloads its modules, else `/index.html`).
 */
export const SPA_REWRITE_FUNCTION_CODE = spaRewriteFunctionCode(PAGE_DOCUMENTS);

/** Files of the build never uploaded: source maps (docs/architecture.md#local-server-hardening). */
export const SITE_UPLOAD_EXCLUDE = ['*.map', '**/*.map'] as const;

export interface WebProps {
  /** The HTTP API behind `/api/*`. */
  readonly httpApi: HttpApi;
  /** Its host name for CloudFront (a custom domain); default the execute-api host. */
  readonly apiOriginDomain?: string | undefined;
  /** Sent to the API as `x-origin-verify` (origin-secret.ts). */
  readonly originSecret?: string | undefined;
  /** ARN of the CloudFront web ACL (edge.ts). */
  readonly webAclArn?: string | undefined;
  /** Clerk Frontend API origin, allowed by the CSP. */
  readonly clerkFrontendApi: string;
  /**
   * Folder of the built frontend (frontend/dist) to upload. Undefined or missing: nothing is
   * uploaded (synth works without a frontend build; `npm run deploy` builds it first).
   */
  readonly frontendDist?: string | undefined;
}

/** Bucket, distribution and (when a build exists) the upload of the frontend. */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly logsBucket: Bucket;
  readonly distribution: Distribution;
  readonly responseHeadersPolicy: ResponseHeadersPolicy;
  /** Whether the frontend build was found and is deployed with the stack. */
  readonly deploysFrontend: boolean;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);

    // Receives CloudFront standard logs (which need ACLs) and the site bucket's access logs.
    this.logsBucket = new Bucket(this, 'LogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(ACCESS_LOG_RETENTION_DAYS) }],
    });

    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Coach security headers (HSTS, CSP, nosniff, frame DENY, referrer policy)',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: HSTS_MAX_AGE,
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            clerkFrontendApi: props.clerkFrontendApi,
          }),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Serves the HTML document of extension-less paths (client-side routes)',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SPA_REWRITE_FUNCTION_CODE),
    });

    // https://<api-id>.execute-api.<region>.amazonaws.com → the host name.
    const apiDomain =
      props.apiOriginDomain ?? Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Coach web app (${Stack.of(this).stackName})`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [
          { eventType: FunctionEventType.VIEWER_REQUEST, function: spaRewrite },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(apiDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            ...(props.originSecret
              ? { customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret } }
              : {}),
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeadersPolicy,
        },
      },
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Managers use the app wherever they work; the spec restricts no countries.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain yet, so the distribution uses the default *.cloudfront.net certificate, ' +
          'whose viewer TLS policy cannot be set; a custom domain with TLSv1.2_2021 comes later.',
      },
    );

    const frontendDist =
      props.frontendDist !== undefined && existsSync(props.frontendDist)
        ? props.frontendDist
        : undefined;
    this.deploysFrontend = frontendDist !== undefined;
    if (frontendDist !== undefined) this.deployFrontend(frontendDist);
  }

  /**
   * Uploads the build in two steps: Vite's content-hashed `assets/` first (cached for a year, old
   * files kept for tabs still running the previous version), then everything else — the HTML
   * documents (index.html and each page's own, shared/web/page-documents.ts),
   * files from `public/` — revalidated on every use, followed by a CloudFront invalidation.
   * Source maps are never staged nor uploaded ({@link SITE_UPLOAD_EXCLUDE}). The upload handler
   * is traced like the app's own functions (function-tracing.ts).
   */
  private deployFrontend(frontendDist: string): void {
    const logGroup = new LogGroup(this, 'DeploymentLogs', { retention: RetentionDays.ONE_MONTH });
    const role = new Role(this, 'DeploymentRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Coach: uploads the frontend build to the site bucket',
    });
    logGroup.grantWrite(role);

    const source = Source.asset(frontendDist, { exclude: [...SITE_UPLOAD_EXCLUDE] });
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      role,
      logGroup,
      memoryLimit: 512,
    });
    const site = new BucketDeployment(this, 'DeploySite', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      role,
      logGroup,
      memoryLimit: 512,
    });
    site.node.addDependency(assets);

    const singleton = Stack.of(this).node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (singleton instanceof LambdaFunction) {
      traceLibraryFunction(singleton, role);
      Validations.of(singleton).acknowledge({
        id: 'AwsSolutions-L1',
        reason:
          'CDK-managed BucketDeployment handler; its runtime is chosen by aws-cdk-lib and updated ' +
          'with it.',
      });
    }
    this.acknowledgeDeploymentRole(role);
  }

  /** The wildcards BucketDeployment grants its role (asset read, site write, invalidation). */
  private acknowledgeDeploymentRole(role: Role): void {
    const stack = Stack.of(this);
    const bucketLogicalId = stack.resolve((this.bucket.node.defaultChild as CfnBucket).logicalId);
    const reasonS3 =
      'Granted by BucketDeployment: read the CDK asset with the build, write and list the site ' +
      'bucket; limited to those two buckets.';
    const findings = [
      'Action::s3:GetBucket*',
      'Action::s3:GetObject*',
      'Action::s3:List*',
      'Action::s3:Abort*',
      'Action::s3:DeleteObject*',
      `Resource::<${bucketLogicalId}.Arn>/*`,
      'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
    ];
    Validations.of(role).acknowledge(
      ...findings.map((finding) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason: reasonS3 })),
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'cloudfront:CreateInvalidation/GetInvalidation, granted by BucketDeployment to invalidate ' +
          'the distribution after an upload; CloudFront invalidation actions take no resource ARN ' +
          `in its grant. And ${TRACING_GRANT_REASON}`,
      },
    );
  }
}
