import { TaskStatus } from "@reelsmith/contract/task-status";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CopyButton } from "@/components/ui/copy-button";
import { paths } from "@/config/paths";
import { useClipboard } from "@/lib/use-clipboard";

/** The API reference page and the document, served by the server itself (full page loads, not app routes). */
export const API_REFERENCE_URL = "/docs/api";
export const OPENAPI_URL = "/api/openapi.json";

function H({ children }: { children: ReactNode }) {
  return <h3 className="mt-8 mb-3 text-lg font-semibold">{children}</h3>;
}

function P({ children }: { children: ReactNode }) {
  return <p className="mb-4 leading-relaxed text-foreground/85">{children}</p>;
}

function C({ children }: { children: ReactNode }) {
  return <code className="rounded bg-black/40 px-1.5 py-0.5 font-mono text-[0.85em]">{children}</code>;
}

/** A snippet with its language named and a Copy button; long lines scroll inside the block on phones. */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  const { copied, copy } = useClipboard({ resetAfterMs: 2000 });
  return (
    <figure className="mb-5 overflow-hidden rounded-xl border border-border bg-black/40">
      <figcaption className="flex items-center justify-between gap-2 border-b border-border px-3 py-1.5 text-xs text-muted">
        <span>{label}</span>
        <CopyButton
          copied={copied}
          words
          variant="ghost"
          className="h-7 px-2 text-xs"
          iconClassName="size-3.5"
          onClick={() => copy(code)}
          aria-label={`Copy ${label}`}
        />
      </figcaption>
      <pre className="overflow-x-auto p-3 text-xs leading-relaxed sm:text-[0.8rem]">
        <code className="font-mono">{code}</code>
      </pre>
    </figure>
  );
}

/** The snippets of the page, for the server the page is served from. */
export function automationSnippets(origin: string) {
  return {
    createVideo: `export REELSMITH_URL=${origin}
export REELSMITH_API_KEY=rs_...   # from your profile page

curl -X POST "$REELSMITH_URL/api/functions/create-video" \\
  -H "Authorization: Bearer $REELSMITH_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"story": "A fox finds a lantern in the snow. It lights the way home for a lost hare.",
       "narrationMode": "voice", "voice_id": "en-us-emma",
       "image_styles": {"themes": ["cinematic"]}, "bgm_name": "sunny-days"}'
# → {"task_id":"..."}`,
    pollStatus: `curl -H "Authorization: Bearer $REELSMITH_API_KEY" \\
  "$REELSMITH_URL/api/tasks/$TASK_ID"
# → {"task_status": ${TaskStatus.video}, "progress": 80, ...}; ${TaskStatus.generated} = ready (task_result.video_url), ${TaskStatus.failed} = failed

curl -L -H "Authorization: Bearer $REELSMITH_API_KEY" \\
  "$REELSMITH_URL/api/projects/$TASK_ID/download" -o video.mp4`,
    verifyJs: `import { Webhook } from "standardwebhooks";
const webhook = new Webhook(process.env.REELSMITH_WEBHOOK_SECRET);
const event = webhook.verify(rawBody, headers); // throws if the signature does not match`,
    verifyPython: `import os
from standardwebhooks.webhooks import Webhook
event = Webhook(os.environ["REELSMITH_WEBHOOK_SECRET"]).verify(raw_body, headers)  # raises if forged`,
    mcpDesktop: JSON.stringify(
      {
        mcpServers: {
          reelsmith: {
            command: "node",
            args: ["/path/to/reelsmith/server/bin/reelsmith-mcp.mjs"],
            env: { REELSMITH_URL: origin, REELSMITH_API_KEY: "rs_..." },
          },
        },
      },
      null,
      2,
    ),
    mcpHttp: `URL:     ${origin}/mcp   (streamable HTTP)
Header:  Authorization: Bearer rs_...`,
  };
}

/** Docs tab: driving Reelsmith from scripts, no-code tools and AI agents. */
export function ApiAutomation() {
  const s = automationSnippets(window.location.origin);
  return (
    <>
      <P>
        Everything the app does goes through the same API, so a script, an n8n or Zapier flow or an AI agent
        can make videos for you: with your credits, your voices and avatars, and your projects.
      </P>
      <div className="mb-4 flex flex-wrap gap-3">
        <a
          href={API_REFERENCE_URL}
          className="inline-flex items-center gap-1.5 text-violet-300 hover:underline"
        >
          API reference
          <ExternalLink className="size-3.5" aria-hidden />
        </a>
        <a href={OPENAPI_URL} className="inline-flex items-center gap-1.5 text-violet-300 hover:underline">
          OpenAPI 3.1 document
          <ExternalLink className="size-3.5" aria-hidden />
        </a>
      </div>

      <H>Quick start</H>
      <P>
        1. Create an API key on your{" "}
        <Link to={paths.profile} className="text-violet-300 hover:underline">
          profile page
        </Link>{" "}
        under API keys. It is shown once: keep it somewhere safe. It acts as you, so anyone holding it can
        spend your credits; revoke it there if it leaks.
      </P>
      <P>
        2. Create a video. Pick voice, style and music ids from <C>/api/catalog/voices</C>,{" "}
        <C>/api/catalog/styles</C> and <C>/api/catalog/music</C>.
      </P>
      <CodeBlock label="curl: create a video" code={s.createVideo} />
      <P>3. Poll its status until it is ready, then download it.</P>
      <CodeBlock label="curl: status and download" code={s.pollStatus} />
      <P>
        Up to 50 stories with shared settings go in one call to <C>POST /api/batches</C>. Every endpoint, its
        fields and its errors are in the API reference.
      </P>

      <H>Webhooks</H>
      <P>
        Instead of polling, add a webhook on your profile page: Reelsmith calls your URL when a video is ready
        (<C>video.ready</C>), when it failed (<C>video.failed</C>) and when a custom avatar is ready (
        <C>avatar.ready</C>), and retries with backoff until your server answers 2xx. Each call is signed the
        Standard Webhooks way with the endpoint's secret (<C>whsec_...</C>); check it with the{" "}
        <C>standardwebhooks</C> package before trusting the body: pass it the body exactly as it arrived (the
        raw text, not parsed JSON) and the request's headers.
      </P>
      <CodeBlock label="JavaScript (npm install standardwebhooks)" code={s.verifyJs} />
      <CodeBlock label="Python (pip install standardwebhooks)" code={s.verifyPython} />

      <H>AI agents (MCP)</H>
      <P>
        Reelsmith is an MCP server with tools to list voices, presenters, styles and music, create a story
        video or a product ad, get a task's status and list your projects. Agents that speak MCP over HTTP
        connect to it directly with your key:
      </P>
      <CodeBlock label="MCP over HTTP" code={s.mcpHttp} />
      <P>
        Desktop agents that start a command (Claude Desktop, Cursor and others) run <C>reelsmith-mcp</C> from
        a copy of Reelsmith; it forwards the same tools to your server. In Claude Desktop's{" "}
        <C>claude_desktop_config.json</C>:
      </P>
      <CodeBlock label="JSON: Claude Desktop" code={s.mcpDesktop} />
    </>
  );
}
