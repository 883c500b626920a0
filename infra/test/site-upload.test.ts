/**
 * What the cloud upload of the frontend holds (docs/architecture.md#local-server-hardening): the
 * build's files, and never a source map. A minimal stack with the Web construct over a fixture
 * build that holds `.map` files is synthesized; the site's CDK asset (what BucketDeployment uploads
 * to the bucket) is read from the cloud assembly.
 */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { beforeAll, describe, expect, it } from 'vitest';
import { Web } from '../lib/web';

/** Every file under `directory`, as paths relative to it with '/'. */
function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

let uploadedFiles: string[];

beforeAll(() => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'coach-dist-maps-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Coach</title>');
  writeFileSync(path.join(dist, 'index.html.map'), '{}');
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("coach");');
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.map'), '{"version":3}');
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.css.map'), '{"version":3}');

  const outdir = mkdtempSync(path.join(os.tmpdir(), 'coach-cdk-out-site-'));
  const app = new App({ outdir });
  const stack = new Stack(app, 'SiteUpload');
  new Web(stack, 'Web', {
    httpApi: new HttpApi(stack, 'Api'),
    clerkFrontendApi: 'https://example.clerk.accounts.dev',
    frontendDist: dist,
  });
  const assembly = app.synth();
  // The fixture's asset is the staged directory that holds index.html.
  const staged = readdirSync(assembly.directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('asset.'))
    .map((entry) => path.join(assembly.directory, entry.name))
    .filter((directory) => filesUnder(directory).includes('index.html'));
  expect(staged).toHaveLength(1);
  uploadedFiles = filesUnder(staged[0]!);
});

describe('the uploaded site', () => {
  it('holds the build', () => {
    expect(uploadedFiles).toEqual(['assets/app-1a2b3c.js', 'index.html']);
  });

  it('holds no source map', () => {
    expect(uploadedFiles.filter((file) => file.endsWith('.map'))).toEqual([]);
  });
});
