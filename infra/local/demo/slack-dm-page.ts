/**
 * The demo's `GET /local-fakes/slack` page (docs/architecture.md#demo-mode): the DMs the fake Slack
 * received, newest first, each with its channel, time, fallback text and a readable rendering of
 * its Block Kit blocks (header, section text and fields, context, buttons with their links,
 * dividers; any other block as its JSON); above them the 'Send due nudges now' button (a plain form
 * posting to SEND_DUE_NUDGES_PATH: demo-nudges.ts) and what its last run did. Server-rendered,
 * every text escaped, no script; refreshes every 5 s.
 */
import type { FakeSlackMessage } from '../dev-fakes/fake-slack';
import { escapeHtml } from '../dev-fakes/loopback-server';
import type { DemoNudgeRun } from './demo-nudges';

export const SLACK_DM_PAGE_TITLE = 'Slack DMs sent (demo)';
export const SEND_DUE_NUDGES_BUTTON = 'Send due nudges now';
/** Where the button posts (the demo mode's route). */
export const SEND_DUE_NUDGES_PATH = '/local-fakes/slack/send-due-nudges';
const REFRESH_SECONDS = 5;

type Block = Record<string, unknown>;
type TextObject = { text?: unknown; alt_text?: unknown } | undefined;

const textOf = (object: unknown): string => {
  const value = object as TextObject;
  return typeof value?.text === 'string'
    ? value.text
    : typeof value?.alt_text === 'string'
      ? value.alt_text
      : '';
};

const paragraph = (text: string, className = '') =>
  text ? `<p${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</p>` : '';

function button(element: Block): string {
  const label = escapeHtml(textOf(element.text));
  const url = typeof element.url === 'string' ? element.url : undefined;
  return url
    ? `<span class="button">[${label}] → <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></span>`
    : `<span class="button">[${label}]</span>`;
}

function renderBlock(block: Block): string {
  switch (block.type) {
    case 'header':
      return `<h3>${escapeHtml(textOf(block.text))}</h3>`;
    case 'section': {
      const fields = Array.isArray(block.fields)
        ? `<ul>${(block.fields as unknown[]).map((field) => `<li>${escapeHtml(textOf(field))}</li>`).join('')}</ul>`
        : '';
      const accessory = block.accessory as Block | undefined;
      const extra = accessory?.type === 'button' ? `<p>${button(accessory)}</p>` : '';
      return `${paragraph(textOf(block.text))}${fields}${extra}`;
    }
    case 'context':
      return paragraph(
        ((block.elements as unknown[] | undefined) ?? []).map(textOf).join(' · '),
        'context',
      );
    case 'actions':
      return `<p>${((block.elements as Block[] | undefined) ?? []).map(button).join(' ')}</p>`;
    case 'divider':
      return '<hr>';
    default:
      return `<pre>${escapeHtml(JSON.stringify(block, null, 2))}</pre>`;
  }
}

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(iso),
  );

function renderMessage(message: FakeSlackMessage): string {
  const blocks = Array.isArray(message.blocks) ? (message.blocks as Block[]) : [];
  const shown = dateTime(message.postedAt);
  return `<li><article>
<h2>To ${escapeHtml(message.channel)}, <time datetime="${escapeHtml(message.postedAt)}">${escapeHtml(shown)}</time></h2>
${paragraph(message.text ?? '', 'fallback')}
${blocks.length ? `<div class="blocks">${blocks.map(renderBlock).join('\n')}</div>` : ''}
</article></li>`;
}

/** What the last 'Send due nudges now' did, one line per user. */
function renderLastRun(run: DemoNudgeRun | undefined): string {
  if (!run) return '';
  const lines = run.users.length
    ? `<ul>${run.users
        .map(
          (user) =>
            `<li>${escapeHtml(user.email)}: ${escapeHtml(user.outcome)} (as of <time datetime="${escapeHtml(user.asOf)}">${escapeHtml(dateTime(user.asOf))}</time>)</li>`,
        )
        .join('')}</ul>`
    : '<p>No Slack-connected user has a nudge scheduled.</p>';
  return `<section aria-labelledby="last-run"><h2 id="last-run">Last run, <time datetime="${escapeHtml(run.ranAt)}">${escapeHtml(dateTime(run.ranAt))}</time></h2>${lines}</section>`;
}

/**
 * The page's HTML for `messages` (oldest first, as the fake records them) and the last run of
 * 'Send due nudges now', if any.
 */
export function renderSlackDmPage(
  messages: readonly FakeSlackMessage[],
  lastRun?: DemoNudgeRun,
): string {
  const list = messages.length
    ? `<ol reversed>${[...messages].reverse().map(renderMessage).join('\n')}</ol>`
    : '<p>No DMs yet. Connect Slack in the app (Profile → Integrations); the nudges it sends show here.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="refresh" content="${REFRESH_SECONDS}">
<title>${SLACK_DM_PAGE_TITLE}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2328}
ol{list-style:none;padding:0}article{border:1px solid #d0d7de;border-radius:8px;padding:1rem;margin:0 0 1rem}
h2{font-size:1rem;margin:0 0 .5rem}.fallback{color:#57606a}.context{font-size:.875rem;color:#57606a}
.blocks{border-left:4px solid #4a154b;padding-left:.75rem}.blocks p{white-space:pre-wrap}
form{margin:1rem 0}form button{font:inherit;padding:.4rem .9rem;border-radius:6px;border:1px solid #4a154b;background:#4a154b;color:#fff;cursor:pointer}
section{border:1px dashed #d0d7de;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}</style>
</head><body><main><h1>${SLACK_DM_PAGE_TITLE}</h1>
<p>${messages.length} message${messages.length === 1 ? '' : 's'} received by the fake Slack, newest first. This page refreshes every ${REFRESH_SECONDS} seconds.</p>
<form method="post" action="${SEND_DUE_NUDGES_PATH}"><button type="submit">${SEND_DUE_NUDGES_BUTTON}</button></form>
<p class="context">Runs the Slack nudge job now for every Slack-connected user, as of their next nudge time (or now, when it has passed), instead of waiting for it.</p>
${renderLastRun(lastRun)}
${list}
</main></body></html>`;
}
