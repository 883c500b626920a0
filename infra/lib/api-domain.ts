/**
 * The API's optional custom domain from CDK context (docs/api.md#fair-limits): `apiDomainName` and
 * `apiCertificateArn` (an ACM certificate in the stack's region), both or neither. With them
 * CloudFront reaches the API through the domain and the execute-api endpoint is disabled.
 */
import type { Node } from 'constructs';
import type { ApiDomainSettings } from './api';
import { optionalString } from './context-values';

const CERTIFICATE_ARN = /^arn:aws[a-z-]*:acm:[a-z0-9-]+:\d{12}:certificate\/[A-Za-z0-9-]+$/;

/** The domain settings, or undefined. @throws when only one is set or the ARN is not ACM's. */
export function readApiDomain(node: Node): ApiDomainSettings | undefined {
  const domainName = optionalString(node, 'apiDomainName');
  const certificateArn = optionalString(node, 'apiCertificateArn');
  if (!domainName && !certificateArn) return undefined;
  if (!domainName || !certificateArn) {
    throw new Error("CDK context 'apiDomainName' and 'apiCertificateArn' go together: set both");
  }
  if (!CERTIFICATE_ARN.test(certificateArn)) {
    throw new Error(
      `CDK context 'apiCertificateArn': '${certificateArn}' is not an ACM certificate ARN`,
    );
  }
  return { domainName, certificateArn };
}
