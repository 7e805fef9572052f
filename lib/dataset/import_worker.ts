/**
 * Worker entry of {@linkcode importFileInWorker}: imports one file into the
 * store at a path, in its own isolate, and reports the outcome.
 *
 * @module
 */
import {
  ImportError,
  importFile,
  type ImportWorkerReply,
  type ImportWorkerRequest,
} from "./importer.ts";
import { openStore } from "./kv_open.ts";

/** Runs one import request; never throws. */
export async function runImportRequest(
  request: ImportWorkerRequest,
): Promise<ImportWorkerReply> {
  try {
    const kv = await openStore(request.kvPath);
    try {
      return { ok: true, result: await importFile(kv, request.file) };
    } finally {
      kv.close();
    }
  } catch (error) {
    if (error instanceof ImportError) {
      return { ok: false, issues: error.issues, reviewIds: error.reviewIds };
    }
    return {
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

// Runs only as a worker: `self.postMessage` exists there, not in a window.
if (
  typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !==
    "undefined"
) {
  const scope = globalThis as unknown as {
    onmessage: ((event: MessageEvent<ImportWorkerRequest>) => void) | null;
    postMessage(message: ImportWorkerReply): void;
    close(): void;
  };
  scope.onmessage = async (event) => {
    scope.postMessage(await runImportRequest(event.data));
    scope.close();
  };
}
