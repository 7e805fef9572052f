/**
 * The answers of `GET /healthz` and `GET /readyz` (interface decisions,
 * "Health and deployment"). The routes write them without zod, so that a
 * starting instance answers before zod is loaded; these schemas describe
 * them in the OpenAPI document and the tests hold the answers to them.
 *
 * @module
 */
import { z } from "zod";

/** `200` of `/healthz`: the process serves. */
export const HealthSchema = z.object({
  status: z.literal("ok"),
}).meta({ id: "Health" });

/** `200` of `/readyz`: a dataset version is loaded and the store answers. */
export const ReadySchema = z.object({
  status: z.literal("ready"),
  version: z.string().describe("The dataset version served."),
  published_at: z.iso.datetime().describe("When it was published."),
  reviews: z.int().min(0).describe("Published reviews in it."),
}).meta({ id: "Ready" });

/** `503` of `/readyz` (and of every path while an instance cannot serve). */
export const NotReadySchema = z.object({
  status: z.literal("not_ready"),
  reason: z.string().describe("Why the service cannot serve yet."),
}).meta({ id: "NotReady" });
