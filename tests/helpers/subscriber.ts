/**
 * A programmable HTTPS WebSub subscriber on 127.0.0.1 for the tests: each
 * callback is a path `/cb/NAME`; it records every request and answers
 * verifications and notifications as told.
 *
 * @module
 */
import type { TestCertificate } from "./tls.ts";
import { WAIT_DEADLINE_MS } from "./wait.ts";

/** One request the subscriber received. */
export interface ReceivedRequest {
  /** HTTP method. */
  method: string;
  /** The callback name. */
  name: string;
  /** The full request URL. */
  url: URL;
  /** Request headers. */
  headers: Headers;
  /** Request body. */
  body: Uint8Array;
  /** Epoch ms of arrival. */
  at: number;
}

/** How a callback answers. */
export interface CallbackBehaviour {
  /**
   * Verification answer: `echo` (2xx with the challenge), `wrong` (2xx with
   * another body), `hang` (no answer until the subscriber closes), a status
   * (with the challenge as body), or a function.
   */
  verify?:
    | "echo"
    | "wrong"
    | "hang"
    | number
    | ((request: ReceivedRequest) => Response);
  /**
   * Notification answers in order (statuses, or `hang` to never answer);
   * once used up, `then` (default 200).
   */
  notify?: Array<number | "hang" | "redirect">;
  /** Status after `notify` is used up; default 200. */
  then?: number;
}

/** A running test subscriber. */
export class TestSubscriber {
  #server: Deno.HttpServer<Deno.NetAddr>;
  #requests: ReceivedRequest[] = [];
  #behaviours = new Map<string, CallbackBehaviour>();
  #hanging = new Set<() => void>();
  #waiters = new Set<() => void>();

  private constructor(certificate: TestCertificate, port: number) {
    this.#server = Deno.serve({
      hostname: "127.0.0.1",
      port,
      cert: certificate.cert,
      key: certificate.key,
      onListen() {},
    }, (request) => this.#handle(request));
  }

  /** Starts a subscriber with the certificate (port 0: any free port). */
  static start(certificate: TestCertificate, port = 0): TestSubscriber {
    return new TestSubscriber(certificate, port);
  }

  /** The port it listens on. */
  get port(): number {
    return this.#server.addr.port;
  }

  /** The callback URL of `name`, with an optional query string of its own. */
  url(name: string, query = ""): string {
    return `https://127.0.0.1:${this.port}/cb/${name}${
      query ? `?${query}` : ""
    }`;
  }

  /** Sets how callback `name` answers. */
  behave(name: string, behaviour: CallbackBehaviour): void {
    this.#behaviours.set(name, {
      ...behaviour,
      notify: [...(behaviour.notify ?? [])],
    });
  }

  /** Every request to `name` so far (all callbacks when omitted). */
  requests(name?: string): ReceivedRequest[] {
    return this.#requests.filter((request) =>
      name === undefined || request.name === name
    );
  }

  /** Verification GETs to `name` (`hub.mode` subscribe or unsubscribe). */
  verifications(name: string): ReceivedRequest[] {
    return this.requests(name).filter((request) =>
      request.method === "GET" &&
      ["subscribe", "unsubscribe"].includes(
        request.url.searchParams.get("hub.mode") ?? "",
      )
    );
  }

  /** `hub.mode=denied` GETs to `name`. */
  denials(name: string): ReceivedRequest[] {
    return this.requests(name).filter((request) =>
      request.method === "GET" &&
      request.url.searchParams.get("hub.mode") === "denied"
    );
  }

  /** Notification POSTs to `name`. */
  notifications(name: string): ReceivedRequest[] {
    return this.requests(name).filter((request) => request.method === "POST");
  }

  /** Resolves when `condition` holds; rejects after `timeoutMs`. */
  async waitFor(
    condition: () => boolean,
    options: { timeoutMs?: number; message?: string } = {},
  ): Promise<void> {
    const deadline = Date.now() + (options.timeoutMs ?? WAIT_DEADLINE_MS);
    while (!condition()) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `timed out waiting for the subscriber: ${options.message ?? ""}`,
        );
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.#waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        this.#waiters.add(wake);
        timer = setTimeout(wake, Math.min(left, 200));
      });
    }
  }

  /** Stops the server; hanging answers are released. */
  async close(): Promise<void> {
    for (const release of this.#hanging) release();
    for (const wake of [...this.#waiters]) wake();
    await this.#server.shutdown();
  }

  /** An answer that comes only when the subscriber closes. */
  async #hang(): Promise<Response> {
    await new Promise<void>((resolve) => {
      this.#hanging.add(resolve);
    });
    return new Response("late", { status: 200 });
  }

  async #handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const name = url.pathname.startsWith("/cb/") ? url.pathname.slice(4) : "";
    const received: ReceivedRequest = {
      method: request.method,
      name,
      url,
      headers: new Headers(request.headers),
      body: new Uint8Array(await request.arrayBuffer()),
      at: Date.now(),
    };
    this.#requests.push(received);
    for (const wake of [...this.#waiters]) wake();
    const behaviour = this.#behaviours.get(name) ?? {};
    if (request.method === "GET") {
      const mode = url.searchParams.get("hub.mode");
      if (mode === "denied") return new Response("ok");
      const challenge = url.searchParams.get("hub.challenge") ?? "";
      const verify = behaviour.verify ?? "echo";
      if (typeof verify === "function") return verify(received);
      if (verify === "wrong") return new Response(`${challenge}x`);
      if (verify === "hang") return await this.#hang();
      if (typeof verify === "number") {
        return new Response(challenge, { status: verify });
      }
      return new Response(challenge);
    }
    const next = behaviour.notify?.shift() ?? behaviour.then ?? 200;
    if (next === "hang") return await this.#hang();
    if (next === "redirect") {
      return new Response(null, {
        status: 307,
        headers: { location: `/cb/${name}-moved` },
      });
    }
    return new Response(null, { status: next });
  }
}
