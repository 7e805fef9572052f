/**
 * The WebSub hub endpoint: `POST /api/websub/hub` takes subscribe and
 * unsubscribe requests (form-encoded), answers 202 and leaves the
 * verification to the hub worker. The four rejections the interface
 * decisions name are plain-text 400s; every other error is JSON
 * (`{ "error", "message" }`), as everywhere else.
 *
 * @module
 */
import { Hono } from "hono";
import type { Context } from "hono";
import type { AppDeps } from "../lib/app_deps.ts";
import { errorResponse, methodNotAllowed } from "../lib/http/responses.ts";
import { HUB_PATH } from "../lib/urls.ts";
import { literalHostVerdict } from "../lib/websub/address_guard.ts";
import { readCapped } from "../lib/http/body.ts";
import { DEFAULT_MAX_SUBSCRIPTIONS_PER_HOST } from "../lib/websub/context.ts";
import { parseHubRequest } from "../lib/websub/hub_request.ts";
import {
  RateLimiter,
  type RateLimiterOptions,
} from "../lib/websub/rate_limit.ts";
import {
  countHostSubscriptions,
  getSubscription,
  subscriptionId,
} from "../lib/websub/subscriptions.ts";
import { createIntent } from "../lib/websub/verification.ts";
import { wakeLocalWorkers } from "../lib/websub/wake.ts";

/** Largest request body accepted, in bytes. */
export const MAX_HUB_BODY_BYTES = 8 * 1024;
/** Default rate limit per client address: a burst of 120, then 2 a second. */
export const DEFAULT_CLIENT_RATE: RateLimiterOptions = {
  burst: 120,
  perSecond: 2,
};
/** Default rate limit per callback host: a burst of 60, then 1 a second. */
export const DEFAULT_CALLBACK_HOST_RATE: RateLimiterOptions = {
  burst: 60,
  perSecond: 1,
};

/** Options of {@linkcode createHubRoutes}. */
export interface HubRouteOptions {
  /** Rate limit per client address. */
  clientRate?: RateLimiterOptions;
  /** Rate limit per callback host. */
  callbackHostRate?: RateLimiterOptions;
  /** Subscriptions allowed per callback host; default 1,000. */
  maxSubscriptionsPerHost?: number;
}

const FORM_TYPE = "application/x-www-form-urlencoded";

function text(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}

function invalid(message: string): Response {
  return errorResponse(400, "invalid_hub_request", { message });
}

function tooLarge(): Response {
  return errorResponse(413, "payload_too_large", {
    message: `the request body must be at most ${MAX_HUB_BODY_BYTES} bytes`,
  });
}

function tooMany(message: string, retryAfterSeconds: number): Response {
  return errorResponse(429, "too_many_requests", {
    message,
    headers: { "retry-after": String(retryAfterSeconds) },
  });
}

/** The client's address as `Deno.serve` reports it; "unknown" otherwise. */
function clientAddress(context: Context): string {
  const env = context.env as { remoteAddr?: { hostname?: string } } | undefined;
  return env?.remoteAddr?.hostname ?? "unknown";
}

/** The hub's routes: POST handles (un)subscription requests, other methods get 405. */
export function createHubRoutes(
  deps: AppDeps,
  options: HubRouteOptions = {},
): Hono {
  const app = new Hono();
  const clientLimiter = new RateLimiter(
    options.clientRate ?? DEFAULT_CLIENT_RATE,
  );
  const hostLimiter = new RateLimiter(
    options.callbackHostRate ?? DEFAULT_CALLBACK_HOST_RATE,
  );
  const maxPerHost = options.maxSubscriptionsPerHost ??
    DEFAULT_MAX_SUBSCRIPTIONS_PER_HOST;

  async function handle(context: Context): Promise<Response> {
    const request = context.req.raw;
    const clientDecision = clientLimiter.take(clientAddress(context));
    if (!clientDecision.allowed) {
      return tooMany(
        "too many hub requests from this address; try again later",
        clientDecision.retryAfterSeconds,
      );
    }
    const declaredLength = Number(request.headers.get("content-length") ?? "0");
    if (declaredLength > MAX_HUB_BODY_BYTES) {
      await request.body?.cancel().catch(() => {});
      return tooLarge();
    }
    const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]
      .trim()
      .toLowerCase();
    if (mediaType !== FORM_TYPE) {
      await request.body?.cancel().catch(() => {});
      return errorResponse(415, "unsupported_media_type", {
        message: `the request body must be ${FORM_TYPE}`,
        headers: { accept: FORM_TYPE },
      });
    }
    let body: Uint8Array | null;
    try {
      body = await readCapped(request.body, MAX_HUB_BODY_BYTES);
    } catch {
      return invalid("the request body could not be read");
    }
    if (body === null) return tooLarge();
    const params = new URLSearchParams(new TextDecoder().decode(body));
    const parsed = parseHubRequest(params, {
      baseUrl: deps.config.baseUrl,
      lease: deps.config.websub.lease,
    });
    if (!parsed.ok) {
      return parsed.plainText
        ? text(400, parsed.message)
        : invalid(parsed.message);
    }
    const hubRequest = parsed.request;

    if (!deps.config.websub.allowPrivateCallbacks) {
      const verdict = literalHostVerdict(hubRequest.host);
      if (verdict && !verdict.allowed) {
        return invalid(
          `hub.callback must not point to a ${verdict.reason} address`,
        );
      }
    }
    const hostDecision = hostLimiter.take(hubRequest.host);
    if (!hostDecision.allowed) {
      return tooMany(
        "too many hub requests for this callback host; try again later",
        hostDecision.retryAfterSeconds,
      );
    }
    if (hubRequest.mode === "subscribe") {
      const id = await subscriptionId(
        hubRequest.callback,
        hubRequest.topicPath,
      );
      const existing = await getSubscription(deps.kv, id);
      if (
        !existing.value &&
        await countHostSubscriptions(deps.kv, hubRequest.host, {
            limit: maxPerHost,
          }) >=
          maxPerHost
      ) {
        return errorResponse(403, "subscription_limit", {
          message:
            `this callback host has the most subscriptions allowed (${maxPerHost})`,
        });
      }
    }
    await createIntent(deps.kv, hubRequest);
    if (!wakeLocalWorkers(deps.kv)) {
      await deps.kv.enqueue({ kind: "websub", task: "intents" }).catch(
        () => {},
      );
    }
    return text(
      202,
      `Accepted: the hub will verify this ${hubRequest.mode} request with the callback`,
    );
  }

  app.post(HUB_PATH, async (context) => {
    try {
      return await handle(context);
    } catch (error) {
      console.error("websub: hub request failed:", error);
      return errorResponse(503, "unavailable", {
        message: "the hub cannot take requests right now; try again later",
        headers: { "retry-after": "5" },
      });
    }
  });
  app.all(HUB_PATH, () => methodNotAllowed(["POST"]));
  return app;
}
