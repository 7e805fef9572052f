/**
 * WebSub fan-out benchmark: one dataset change delivered to 1,000
 * subscriptions on local HTTPS endpoints by the hub (durable pending
 * deliveries in a Deno KV file, claims, outcome records), driven by the
 * outbox alone, with KV queues off as on Deno Deploy, against a bare
 * `fetch` loop POSTing the same bodies to the same endpoints with the same
 * concurrency, in the same run. Reports deliveries per second and memory.
 *
 * `deno run -A bench/websub_bench.ts [--subscriptions N] [--rounds R]`
 *
 * The subscriber endpoints run in a child process (this file with
 * `--endpoints`), so that they do not share the event loop with the hub.
 *
 * @module
 */
import { loadConfig } from "../lib/config.ts";
import { parseImportText, prepareDataset } from "../lib/dataset/prepare.ts";
import { publishDataset } from "../lib/dataset/store.ts";
import { SnapshotHolder } from "../lib/dataset/snapshot_holder.ts";
import { TOPIC_PATHS, topicLinkHeader } from "../lib/urls.ts";
import { loadCurrentSnapshot } from "../lib/dataset/version_follower.ts";
import { postNotification } from "../lib/websub/callback_http.ts";
import {
  hostIndexKey,
  listDeliveries,
  type Subscription,
  subscriptionId,
  subscriptionKey,
} from "../lib/websub/subscriptions.ts";
import { startWebSubWorker } from "../lib/websub/worker.ts";
import { createTestCertificate } from "../tests/helpers/tls.ts";

const ENDPOINT_SERVERS = 8;
const CONCURRENCY = 64;

function argument(name: string, fallback: number): number {
  const index = Deno.args.indexOf(name);
  return index >= 0 ? Number(Deno.args[index + 1]) : fallback;
}

/** Child mode: HTTPS endpoints answering 204 and counting POSTs. */
function runEndpoints(certFile: string, keyFile: string): void {
  const cert = Deno.readTextFileSync(certFile);
  const key = Deno.readTextFileSync(keyFile);
  let received = 0;
  const ports: number[] = [];
  for (let index = 0; index < ENDPOINT_SERVERS; index++) {
    const server = Deno.serve(
      { hostname: "127.0.0.1", port: 0, cert, key, onListen() {} },
      async (request) => {
        if (request.method === "GET") {
          return new Response(String(received));
        }
        await request.body?.cancel();
        received++;
        return new Response(null, { status: 204 });
      },
    );
    ports.push(server.addr.port);
  }
  console.log(JSON.stringify({ ports }));
}

async function datasetVariant(file: string, variant: number) {
  const dataset = JSON.parse(await Deno.readTextFile(file));
  dataset.reviews.push({
    id: `bench-${variant}`,
    rating: 5,
    date: "2099-01-01",
    title: `Benchmark ${variant}`,
    text: `Benchmark review ${variant}.`,
    author: { name: "Bench B." },
    source: "website",
    verified: true,
    response: null,
  });
  const parsed = parseImportText(JSON.stringify(dataset));
  if (!parsed.ok) {
    throw new Error(JSON.stringify(parsed.issues.slice(0, 3)));
  }
  return prepareDataset(parsed.value);
}

function mib(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

async function received(
  ports: number[],
  client: Deno.HttpClient,
): Promise<number> {
  const response = await fetch(`https://127.0.0.1:${ports[0]}/`, { client });
  return Number(await response.text());
}

async function main(): Promise<void> {
  const subscriptionCount = argument("--subscriptions", 1000);
  const rounds = argument("--rounds", 5);
  const dataFile = Deno.env.get("DATA_FILE") ??
    (await Deno.stat("data/reviews.json").then(() => "data/reviews.json").catch(
      () => "tests/fixtures/small_dataset.json",
    ));
  const dir = await Deno.makeTempDir({ prefix: "websub_bench_" });
  const certificate = await createTestCertificate();
  const { certFile } = certificate;
  const keyFile = `${certificate.dir}/key.pem`;
  const endpoints = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      new URL(import.meta.url).pathname,
      "--endpoints",
      certFile,
      keyFile,
    ],
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = endpoints.stdout.pipeThrough(new TextDecoderStream())
    .getReader();
  let line = "";
  while (!line.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("the endpoints did not start");
    line += value;
  }
  const { ports } = JSON.parse(line.split("\n")[0]) as { ports: number[] };

  const client = Deno.createHttpClient({
    caCerts: [await Deno.readTextFile(certFile)],
  });
  const config = loadConfig({
    BASE_URL: "http://reviews.bench",
    KV_PATH: `${dir}/hub.kv`,
    WEBSUB_ALLOW_PRIVATE_CALLBACKS: "true",
  });
  const kv = await Deno.openKv(`${dir}/hub.kv`);
  await publishDataset(kv, await datasetVariant(dataFile, 0));
  const snapshots = new SnapshotHolder(
    (await loadCurrentSnapshot(kv, config))!,
  );

  // 1,000 verified subscriptions, spread over the endpoints and the three topics.
  const subscriptions: Subscription[] = [];
  const now = Date.now();
  for (let index = 0; index < subscriptionCount; index++) {
    const callback = `https://127.0.0.1:${
      ports[index % ports.length]
    }/cb/${index}`;
    const topicPath = TOPIC_PATHS[index % TOPIC_PATHS.length];
    subscriptions.push({
      id: await subscriptionId(callback, topicPath),
      callback,
      host: "127.0.0.1",
      topic: `${config.baseUrl}${topicPath}`,
      topicPath,
      secret: index % 2 === 0 ? `secret-${index}` : null,
      leaseSeconds: 86400,
      expiresAt: now + 86_400_000,
      failures: 0,
      deliveredPublishedAt: 0,
      createdAt: now,
      renewedAt: now,
    });
  }
  for (let first = 0; first < subscriptions.length; first += 400) {
    const atomic = kv.atomic();
    for (const subscription of subscriptions.slice(first, first + 400)) {
      atomic.set(subscriptionKey(subscription.id), subscription)
        .set(hostIndexKey(subscription.host, subscription.id), { since: now });
    }
    await atomic.commit();
  }

  const worker = startWebSubWorker({ config, kv, snapshots }, {
    client,
    concurrency: CONCURRENCY,
    cron: false,
    // As on Deno Deploy: no KV queues, the outbox alone drives the deliveries.
    listenQueue: false,
  });
  if (worker.queues()) throw new Error("KV queues are still in use");
  await worker.idle();

  /** The bare loop: the same bodies, types and signatures, no bookkeeping. */
  async function bareLoop(): Promise<{ ms: number; ok: number }> {
    const snapshot = snapshots.current;
    let next = 0;
    let ok = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < subscriptions.length) {
        const subscription = subscriptions[next++];
        const document = snapshot.documents[subscription.topicPath];
        const outcome = await postNotification(subscription.callback, {
          body: document.body,
          contentType: document.contentType,
          link: topicLinkHeader(config.baseUrl, subscription.topicPath),
          secret: subscription.secret,
        }, { timeoutMs: 10_000, client });
        if (outcome.kind === "delivered") ok++;
      }
    }));
    return { ms: performance.now() - started, ok };
  }

  /** The hub: publish a version, wait until every pending delivery is done. */
  let variant = 0;
  async function hubRound(): Promise<
    { ms: number; delivered: number; fanOutMs: number }
  > {
    const prepared = await datasetVariant(dataFile, ++variant);
    await publishDataset(kv, prepared);
    const next = (await loadCurrentSnapshot(kv, config))!;
    const before = await received(ports, client);
    const started = performance.now();
    snapshots.set(next);
    let fanOutMs = 0;
    while (
      (await listDeliveries(kv)).length === 0 &&
      performance.now() - started < 5_000
    ) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    fanOutMs = performance.now() - started;
    await worker.idle();
    const ms = performance.now() - started;
    const delivered = (await received(ports, client)) - before;
    if ((await listDeliveries(kv)).length > 0) {
      throw new Error("deliveries left pending");
    }
    return { ms, delivered, fanOutMs };
  }

  const memoryBefore = Deno.memoryUsage();
  await bareLoop(); // warm-up: connections, TLS sessions, JIT
  await hubRound();
  const bare: number[] = [];
  const hub: number[] = [];
  let peakRss = Deno.memoryUsage().rss;
  const rows: string[] = [];
  for (let round = 1; round <= rounds; round++) {
    const loop = await bareLoop();
    if (loop.ok !== subscriptions.length) {
      throw new Error(`bare loop: ${loop.ok} ok`);
    }
    const hubResult = await hubRound();
    if (hubResult.delivered !== subscriptions.length) {
      throw new Error(
        `hub delivered ${hubResult.delivered} of ${subscriptions.length}`,
      );
    }
    peakRss = Math.max(peakRss, Deno.memoryUsage().rss);
    const bareRate = subscriptions.length / (loop.ms / 1000);
    const hubRate = subscriptions.length / (hubResult.ms / 1000);
    bare.push(bareRate);
    hub.push(hubRate);
    rows.push(
      `| ${round} | ${loop.ms.toFixed(0)} ms, ${bareRate.toFixed(0)}/s | ${
        hubResult.ms.toFixed(0)
      } ms, ${hubRate.toFixed(0)}/s (first pending record after ${
        hubResult.fanOutMs.toFixed(0)
      } ms) | ${(100 * hubRate / bareRate).toFixed(0)}% |`,
    );
  }
  const memoryAfter = Deno.memoryUsage();
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  // Rounds alternate bare loop and hub: the median of the per-round ratios
  // cancels drifts of the machine's load better than a ratio of medians.
  const ratio = median(hub.map((rate, index) => rate / bare[index]));
  const sizes = TOPIC_PATHS.map((path) =>
    `${path} ${
      (snapshots.current.documents[path].body.length / 1024).toFixed(0)
    } KiB`
  ).join(", ");

  console.log(
    `${subscriptions.length} subscriptions on ${ports.length} local HTTPS endpoints (separate process), ` +
      `${CONCURRENCY} requests at once, topics ${sizes}; half the subscriptions signed; KV queues off (the outbox alone). Dataset ${dataFile}.\n`,
  );
  console.log(
    "| round | bare fetch loop | hub (publish to last delivery recorded) | hub / bare |",
  );
  console.log("|---|---|---|---|");
  for (const row of rows) console.log(row);
  console.log(
    `\nMedian: hub ${median(hub).toFixed(0)} deliveries/s, bare loop ${
      median(bare).toFixed(0)
    }/s: ` +
      `median of the per-round ratios **${
        (100 * ratio).toFixed(0)
      }%** of the bare loop (target 50%).`,
  );
  console.log(
    `Memory: RSS ${mib(memoryBefore.rss)} MiB before, peak ${
      mib(peakRss)
    } MiB, ${mib(memoryAfter.rss)} MiB after; heap used ${
      mib(memoryBefore.heapUsed)
    } -> ${mib(memoryAfter.heapUsed)} MiB.`,
  );

  try {
    await Deno.mkdir("bench/results", { recursive: true });
    await Deno.writeTextFile(
      "bench/results/websub_bench.json",
      JSON.stringify(
        {
          date: new Date().toISOString(),
          subscriptions: subscriptions.length,
          concurrency: CONCURRENCY,
          bare_per_second: bare,
          hub_per_second: hub,
          ratio,
          rss_mib: {
            before: memoryBefore.rss / 2 ** 20,
            peak: peakRss / 2 ** 20,
            after: memoryAfter.rss / 2 ** 20,
          },
        },
        null,
        2,
      ),
    );
  } catch {
    // Results are also on stdout.
  }

  await worker.stop();
  kv.close();
  client.close();
  endpoints.kill("SIGTERM");
  await reader.cancel();
  await endpoints.status;
  await Deno.remove(dir, { recursive: true });
  await certificate.remove();
  if (ratio < 0.5) {
    console.log("(below the 50% target)");
  }
}

if (import.meta.main) {
  if (Deno.args[0] === "--endpoints") runEndpoints(Deno.args[1], Deno.args[2]);
  else await main();
}
