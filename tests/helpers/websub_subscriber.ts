/**
 * `deno task subscriber`: a local HTTPS WebSub subscriber that answers the
 * hub's verification and prints what it receives, for trying the hub on one
 * machine (see the README's "WebSub: try it locally").
 *
 * WebSub callbacks must be `https://`, so it serves a self-signed
 * certificate for 127.0.0.1 and localhost, kept in `.data/subscriber/` (made
 * on first start, remade when older than 20 days). The service trusts it
 * when started with `DENO_CERT=.data/subscriber/cert.pem` and accepts a
 * loopback callback with `WEBSUB_ALLOW_PRIVATE_CALLBACKS=true`.
 *
 * Options: `--port N` (default 8443), `--secret S` (check `X-Hub-Signature`
 * against the `hub.secret` you subscribed with).
 *
 * @module
 */
import { createTestCertificate } from "./tls.ts";

/** Where the certificate is kept, relative to the project. */
export const CERT_DIR = ".data/subscriber";
const MAX_CERT_AGE_MS = 20 * 24 * 60 * 60 * 1000;

/** Parsed command line. */
interface Options {
  port: number;
  secret: string | null;
}

function parseArgs(args: string[]): Options | string {
  const options: Options = { port: 8443, secret: null };
  for (let index = 0; index < args.length; index += 2) {
    const [name, value] = [args[index], args[index + 1]];
    if (value === undefined) return `${name} needs a value`;
    if (name === "--port" && /^\d+$/.test(value) && Number(value) < 65536) {
      options.port = Number(value);
    } else if (name === "--secret") options.secret = value;
    else return `unknown option or bad value: ${name} ${value}`;
  }
  return options;
}

/** The certificate and key, made when missing or old. */
async function certificate(): Promise<{ cert: string; key: string }> {
  const certFile = `${CERT_DIR}/cert.pem`;
  const age = await Deno.stat(certFile)
    .then((info) => Date.now() - (info.mtime?.getTime() ?? 0))
    .catch(() => Infinity);
  if (age < MAX_CERT_AGE_MS) {
    return {
      cert: await Deno.readTextFile(certFile),
      key: await Deno.readTextFile(`${CERT_DIR}/key.pem`),
    };
  }
  return await createTestCertificate({ dir: CERT_DIR, days: 30 });
}

async function hmacSha256Hex(secret: string, body: Uint8Array<ArrayBuffer>) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, body));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join(
    "",
  );
}

/** One line on a pushed document: what it is and its newest entry. */
function summarize(contentType: string, text: string): string {
  try {
    if (contentType.includes("json")) {
      const value = JSON.parse(text);
      if (Array.isArray(value.items)) {
        return `JSON Feed, ${value.items.length} items, newest: ${
          JSON.stringify(value.items[0]?.title ?? value.items[0]?.id ?? null)
        }`;
      }
      if (Array.isArray(value.reviews)) {
        return `reviews dataset of ${
          JSON.stringify(value.business?.name)
        }, ${value.reviews.length} reviews, newest: ${
          JSON.stringify(value.reviews[0]?.id ?? null)
        }`;
      }
    }
    if (contentType.includes("atom")) {
      const entries = text.split("<entry>").length - 1;
      const title = /<entry>[\s\S]*?<title[^>]*>([^<]*)</.exec(text)?.[1];
      return `Atom feed, ${entries} entries, newest: ${
        JSON.stringify(title ?? null)
      }`;
    }
  } catch {
    // Not what its type says: fall through to the raw start.
  }
  return JSON.stringify(text.slice(0, 120));
}

/** Answers the hub and prints one line per request (two for a push). */
async function handle(
  request: Request,
  secret: string | null,
): Promise<Response> {
  const url = new URL(request.url);
  const time = new Date().toISOString().slice(11, 19);
  if (request.method === "GET") {
    const mode = url.searchParams.get("hub.mode");
    const topic = url.searchParams.get("hub.topic");
    if (mode === "subscribe" || mode === "unsubscribe") {
      const lease = url.searchParams.get("hub.lease_seconds");
      console.log(
        `${time} verification: ${mode} ${topic}${
          lease ? ` (lease ${lease} s)` : ""
        }: answered the challenge`,
      );
      return new Response(url.searchParams.get("hub.challenge") ?? "");
    }
    if (mode === "denied") {
      console.log(
        `${time} denied: ${topic} (${url.searchParams.get("hub.reason")})`,
      );
      return new Response("ok");
    }
    return new Response("a WebSub subscriber: point hub.callback here\n");
  }
  if (request.method !== "POST") {
    return new Response(null, { status: 405, headers: { allow: "GET, POST" } });
  }
  const body = new Uint8Array(await request.arrayBuffer());
  const contentType = request.headers.get("content-type") ?? "";
  const signature = request.headers.get("x-hub-signature");
  let signed = signature ? `signed ${signature.slice(0, 20)}…` : "unsigned";
  if (secret !== null) {
    const expected = `sha256=${await hmacSha256Hex(secret, body)}`;
    signed = signature === expected ? "signature valid" : "signature INVALID";
  }
  console.log(
    `${time} notification: POST ${url.pathname}${url.search}, ${contentType}, ${body.length} bytes, ${signed}`,
  );
  console.log(
    `         ${summarize(contentType, new TextDecoder().decode(body))}`,
  );
  return new Response(null, { status: 204 });
}

if (import.meta.main) {
  const options = parseArgs(Deno.args);
  if (typeof options === "string") {
    console.error(
      `${options}\nusage: deno task subscriber [--port N] [--secret S]`,
    );
    Deno.exit(2);
  }
  const { cert, key } = await certificate();
  Deno.serve({
    hostname: "127.0.0.1",
    port: options.port,
    cert,
    key,
    onListen({ port }) {
      console.log(
        `WebSub subscriber listening on https://127.0.0.1:${port}/ (certificate ${CERT_DIR}/cert.pem)\n` +
          `Start the service so that it trusts the certificate and accepts this local callback:\n` +
          `  DENO_CERT=${CERT_DIR}/cert.pem WEBSUB_ALLOW_PRIVATE_CALLBACKS=true deno task start\n` +
          `Callback URL to subscribe with: https://127.0.0.1:${port}/callback`,
      );
    },
  }, (request) => handle(request, options.secret));
}
